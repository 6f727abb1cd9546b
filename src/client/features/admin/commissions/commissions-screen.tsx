import { Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CommissionLine, CommissionReport } from '../../../../domain/admin-agency.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { AdminTable, type AdminColumn, type TableSearch } from '../list/admin-table.tsx'
import { commissionReportOptions } from './api.ts'

export type CommissionsSearch = TableSearch & { month?: string }

function Totals({ report }: { report: CommissionReport }) {
  const { t } = useLingui()
  const orders = report.totals.orders
  const sales = formatBRL(report.totals.salesCents)
  const commission = formatBRL(report.totals.commissionCents)
  return (
    <Card.Root as="section" size="sm" aria-label={t`Totals of the month`}>
      <Card.Body>
        <HStack gap="6" wrap="wrap" fontSize="sm">
          <Text>
            <Trans>Paid orders: {orders}</Trans>
          </Text>
          <Text>
            <Trans>Sales: {sales}</Trans>
          </Text>
          <Text fontWeight="semibold">
            <Trans>Commissions owed: {commission}</Trans>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * /admin/comissions (the spec's spelling): per agency, the orders its own account paid in the
 * month (São Paulo time), their total and the commission owed at its percentage.
 */
export function CommissionsScreen({ search, onSearch }: { search: CommissionsSearch; onSearch: (patch: CommissionsSearch) => void }) {
  const { t, i18n } = useLingui()
  const report = useQuery(commissionReportOptions(search))
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 })

  const columns: AdminColumn<CommissionLine>[] = [
    { id: 'name', header: t`Agency`, cell: (line) => line.name, sortable: true, primary: true },
    { id: 'sellerCode', header: t`Seller code`, cell: (line) => line.sellerCode ?? '—' },
    { id: 'orders', header: t`Paid orders`, cell: (line) => line.orders, sortable: true, align: 'end' },
    { id: 'salesCents', header: t`Sales`, cell: (line) => formatBRL(line.salesCents), sortable: true, align: 'end' },
    { id: 'rate', header: t`Commission`, cell: (line) => (line.commissionBasisPoints === null ? t`Not set` : percent.format(line.commissionBasisPoints / 10_000)), align: 'end' },
    { id: 'commissionCents', header: t`Owed`, cell: (line) => (line.commissionCents === null ? '—' : formatBRL(line.commissionCents)), sortable: true, align: 'end' },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Commissions`} subtitle={t`Orders paid in the month by each agency's own account, São Paulo time.`}>
        <Trans>Commissions</Trans>
      </PageTitle>
      <Field.Root maxW="xs">
        <Field.Label>
          <Trans>Month</Trans>
        </Field.Label>
        <Input type="month" value={search.month ?? report.data?.month ?? ''} onChange={(event) => onSearch({ month: event.target.value || undefined })} />
      </Field.Root>
      {report.data && <Totals report={report.data} />}
      <AdminTable
        label={t`Commissions`}
        searchLabel={t`Search by agency or seller code`}
        columns={columns}
        data={report.data}
        isLoading={report.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(line) => line.agencyId}
      />
    </Stack>
  )
}
