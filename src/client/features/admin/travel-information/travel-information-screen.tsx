import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { AdminTravelInformation } from '../../../../domain/admin/travel-information.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { deleteTravelInformation, fetchTravelInformation } from './api.ts'
import { TravelInformationForm } from './travel-information-form.tsx'

/** /admin/tripInformation: the advice listed under "Travel information" on the tips page. */
export function TravelInformationScreen({ search, onSearch }: { search: ListQuery<'/api/admin/travel-information'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<AdminTravelInformation | 'new' | null>(null)
  const list = useAdminList('travel-information', search, fetchTravelInformation)
  const { mutateAsync: removeItem } = useAdminMutation('travel-information', deleteTravelInformation, () => t`Item deleted`)

  // Memoized: the table draws each cell as a component made of its function; a new function each render would remount the cells.
  const columns = useMemo<AdminColumn<AdminTravelInformation>[]>(
    () => [
      { id: 'position', header: t`Order`, cell: (item) => item.position, sortable: true, align: 'end' },
      { id: 'type', header: t`Type`, cell: (item) => item.type, sortable: true, primary: true },
      {
        id: 'text',
        header: t`Text`,
        cell: (item) => (
          <Text lineClamp={2} maxW="xl">
            {item.text}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (item) => (
          <EditDeleteActions
            editLabel={t`Edit ${item.type}: ${item.text}`}
            onEdit={() => setEditing(item)}
            deleteTitle={t`Delete this ${item.type} item?`}
            deleteDescription={item.text}
            onDelete={() => removeItem(item.id)}
          />
        ),
      },
    ],
    [t, removeItem],
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Travel information`} subtitle={t`Shown on the tips page, grouped by type, in this order.`}>
        <Trans>Travel information</Trans>
      </PageTitle>
      {editing ? (
        <TravelInformationForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New travel information</Trans>
          </Button>
        </HStack>
      )}
      <DataTable label={t`Travel information`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(item) => item.id} />
    </Stack>
  )
}
