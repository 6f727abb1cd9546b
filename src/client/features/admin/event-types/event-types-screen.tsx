import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { AdminEventType } from '../../../../domain/admin/event-type.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { deleteEventType, fetchEventTypes } from './api.ts'
import { EventTypeForm } from './event-type-form.tsx'

/** /admin/eventType: the kinds of event trips are sold for (Fórmula 1, Réveillon...). */
export function EventTypesScreen({ search, onSearch }: { search: ListQuery<'/api/admin/event-types'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<AdminEventType | 'new' | null>(null)
  const list = useAdminList('event-types', search, fetchEventTypes)
  const { mutateAsync: removeEventType } = useAdminMutation('event-types', deleteEventType, () => t`Event type deleted`)

  // Memoized: the table draws each cell as a component made of its function; a new function each render would remount the cells.
  const columns = useMemo<AdminColumn<AdminEventType>[]>(
    () => [
      { id: 'name', header: t`Name`, cell: (eventType) => eventType.name, sortable: true, primary: true },
      {
        id: 'slug',
        header: t`Address name`,
        cell: (eventType) => (
          <Text as="span" fontFamily="mono">
            {eventType.slug}
          </Text>
        ),
        sortable: true,
      },
      { id: 'trips', header: t`Trips`, cell: (eventType) => eventType.trips, sortable: true, align: 'end' },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (eventType) => (
          <EditDeleteActions
            editLabel={t`Edit ${eventType.name}`}
            onEdit={() => setEditing(eventType)}
            deleteTitle={t`Delete the event type ${eventType.name}?`}
            deleteBlockedBecause={eventType.trips > 0 ? t`Trips still use this event type; change them first.` : undefined}
            onDelete={() => removeEventType(eventType.id)}
          />
        ),
      },
    ],
    [t, removeEventType],
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Event types`}>
        <Trans>Event types</Trans>
      </PageTitle>
      {editing ? (
        <EventTypeForm key={editing === 'new' ? 'new' : editing.id} eventType={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New event type</Trans>
          </Button>
        </HStack>
      )}
      <DataTable label={t`Event types`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(eventType) => eventType.id} />
    </Stack>
  )
}
