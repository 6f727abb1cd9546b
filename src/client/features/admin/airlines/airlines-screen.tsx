import { Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Airline } from '../../../../domain/airline.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { AirlineForm } from './airline-form.tsx'
import { deleteAirline, fetchAirlines } from './api.ts'

/** /admin/flightCompany: the airlines trips' flights name. */
export function AirlinesScreen({ search, onSearch }: { search: ListQuery<'/api/admin/airlines'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<Airline | 'new' | null>(null)
  const list = useAdminList('airlines', search, fetchAirlines)
  const remove = useAdminMutation('airlines', deleteAirline, () => t`Airline deleted`)

  const columns: AdminColumn<Airline>[] = [
    { id: 'name', header: t`Name`, cell: (airline) => airline.name, sortable: true, primary: true },
    { id: 'flights', header: t`Flights`, cell: (airline) => airline.flights, sortable: true, align: 'end' },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (airline) => (
        <EditDeleteActions
          editLabel={t`Edit ${airline.name}`}
          onEdit={() => setEditing(airline)}
          deleteTitle={t`Delete the airline ${airline.name}?`}
          deleteBlockedBecause={airline.flights > 0 ? t`Trips' flights still name this airline; change them first.` : undefined}
          onDelete={() => remove.mutateAsync(airline.id)}
        />
      ),
    },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Airlines`}>
        <Trans>Airlines</Trans>
      </PageTitle>
      {editing ? (
        <AirlineForm key={editing === 'new' ? 'new' : editing.id} airline={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New airline</Trans>
          </Button>
        </HStack>
      )}
      <DataTable label={t`Airlines`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(airline) => airline.id} />
    </Stack>
  )
}
