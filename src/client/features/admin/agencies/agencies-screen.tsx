import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminAgency } from '../../../../domain/admin/agency.ts'
import type { AgencyStatus } from '../../../../domain/admin/list-queries.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useRateFormat } from '../../../ui/use-rate-format.ts'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { fetchAgencies } from './api.ts'
import { AgencyForm } from './agency-form.tsx'
import { AgencyStatusBadge } from '../../../ui/agency-status-badge.tsx'

export type AgenciesSearch = TableSearch & { status?: AgencyStatus }

function StatusFilter({ value, onChange }: { value: AgencyStatus | undefined; onChange: (status: AgencyStatus | undefined) => void }) {
  const { t } = useLingui()
  return (
    <Field.Root maxW="xs">
      <Field.Label>
        <Trans>Status</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as AgencyStatus | undefined)}>
          <option value="">{t`All agencies`}</option>
          <option value="pending">{t`Waiting for approval`}</option>
          <option value="approved">{t`Approved`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** /admin/users/agencies: partner agencies; approve them and set their commission and seller code. */
export function AgenciesScreen({ search, onSearch }: { search: ListQuery<'/api/admin/agencies'>; onSearch: (patch: AgenciesSearch) => void }) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState<AdminAgency | null>(null)
  const list = useAdminList('agencies', search, fetchAgencies)
  const rate = useRateFormat()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })

  const columns: AdminColumn<AdminAgency>[] = [
    { id: 'name', header: t`Agency`, cell: (agency) => agency.name, sortable: true, primary: true },
    { id: 'email', header: t`Email`, cell: (agency) => agency.email, sortable: true, breakAnywhere: true },
    { id: 'status', header: t`Status`, cell: (agency) => <AgencyStatusBadge approved={agency.approvedAt !== null} /> },
    { id: 'commission', header: t`Commission`, cell: (agency) => (agency.commissionBasisPoints === null ? '—' : rate(agency.commissionBasisPoints)), align: 'end' },
    { id: 'sellerCode', header: t`Seller code`, cell: (agency) => agency.sellerCode ?? '—', noWrap: true },
    { id: 'orders', header: t`Orders`, cell: (agency) => agency.orders, sortable: true, align: 'end' },
    { id: 'createdAt', header: t`Signed up`, cell: (agency) => date.format(new Date(agency.createdAt)), sortable: true },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (agency) => (
        <Button variant="ghost" onClick={() => setEditing(agency)} aria-label={t`Edit ${agency.name}`}>
          <Trans>Edit</Trans>
        </Button>
      ),
    },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Agencies`}>
        <Trans>Agencies</Trans>
      </PageTitle>
      {editing && <AgencyForm key={editing.id} agency={editing} onDone={() => setEditing(null)} />}
      <DataTable
        label={t`Agencies`}
        searchLabel={t`Search by name, email, CPF or seller code`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(agency) => agency.id}
        toolbar={<StatusFilter value={search.status} onChange={(status) => onSearch({ status })} />}
      />
    </Stack>
  )
}
