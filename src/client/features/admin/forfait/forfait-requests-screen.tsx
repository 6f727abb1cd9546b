import { Badge, Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AdminForfaitRequest } from '../../../../domain/forfait.ts'
import { forfaitStatuses, type ForfaitStatus } from '../../../../domain/admin/list-queries.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { forfaitStatusPalette, forfaitStatusText } from '../../../ui/forfait-status.ts'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { FilterSelect } from '../../../ui/list/filter-select.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { fetchForfaitRequests } from './api.ts'
import { ForfaitAnswerForm } from './forfait-answer-form.tsx'

export type ForfaitSearch = TableSearch & { status?: ForfaitStatus }

/** /admin/tripForfait: the custom trips travellers asked for, newest first, and the answers. */
export function ForfaitRequestsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/forfait-requests'>; onSearch: (patch: ForfaitSearch) => void }) {
  const { t, i18n } = useLingui()
  const [answering, setAnswering] = useState<AdminForfaitRequest | null>(null)
  const list = useAdminList('forfait-requests', search, fetchForfaitRequests)
  const sent = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })

  const columns: AdminColumn<AdminForfaitRequest>[] = [
    { id: 'destination', header: t`Destination`, cell: (request) => request.destination, sortable: true, primary: true },
    { id: 'customer', header: t`Traveller`, cell: (request) => request.customer.name || request.customer.email },
    { id: 'departureDate', header: t`Departure`, cell: (request) => request.departureDate ?? t`Flexible`, sortable: true },
    { id: 'people', header: t`People`, cell: (request) => request.adults + request.children, align: 'end' },
    { id: 'createdAt', header: t`Sent`, cell: (request) => sent.format(new Date(request.createdAt)), sortable: true },
    { id: 'status', header: t`Status`, cell: (request) => <Badge colorPalette={forfaitStatusPalette[request.status]}>{forfaitStatusText(request.status)}</Badge>, sortable: true },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (request) => (
        <Button variant="ghost" onClick={() => setAnswering(request)} aria-label={t`Answer the request for ${request.destination}`}>
          <Trans>Answer</Trans>
        </Button>
      ),
    },
  ]

  const statusFilter = (
    <FilterSelect
      label={t`Status`}
      value={search.status ?? ''}
      choices={forfaitStatuses.map((status) => ({ value: status, label: forfaitStatusText(status) }))}
      onChange={(value) => onSearch({ status: (value || undefined) as ForfaitStatus | undefined })}
    />
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Custom trip requests`}>
        <Trans>Custom trip requests</Trans>
      </PageTitle>
      {answering && <ForfaitAnswerForm key={answering.id} request={answering} onDone={() => setAnswering(null)} />}
      <DataTable
        label={t`Custom trip requests`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(request) => request.id}
        toolbar={statusFilter}
      />
    </Stack>
  )
}
