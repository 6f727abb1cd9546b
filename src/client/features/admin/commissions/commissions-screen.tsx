import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { CommissionLine } from '../../../../domain/commission.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { CommissionFigures } from '../../../ui/commissions/commission-figures.tsx'
import { currentMonth, monthLabel } from '../../../ui/commissions/month.ts'
import { MonthPicker } from '../../../ui/commissions/month-picker.tsx'
import { formatSignedBRL } from '../../../ui/commissions/signed-brl.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import type { ListQuery } from '../list/use-admin-list.ts'
import { AgencyStatementPanel } from './agency-statement-panel.tsx'
import { commissionReportOptions, downloadCommissionsCsv } from './api.ts'

export type CommissionsSearch = TableSearch & { month?: string; agency?: number }

/**
 * /admin/comissions (the spec's spelling): per agency, what it sold in the month (São Paulo
 * time) through its payment links and seller code, the commission due at the rates of the
 * moment of sale, what was paid out and the balance. ?agency=ID opens that agency's statement.
 */
export function CommissionsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/commissions'> & { agency?: number }; onSearch: (patch: CommissionsSearch) => void }) {
  const { t, i18n } = useLingui()
  const { agency, month: chosenMonth, ...listSearch } = search
  const month = chosenMonth ?? currentMonth()
  const report = useQuery(commissionReportOptions({ ...listSearch, month }))
  const totalsId = useId()
  const monthName = monthLabel(month, i18n.locale)

  const columns: AdminColumn<CommissionLine>[] = [
    { id: 'name', header: t`Agency`, sortable: true, primary: true, cell: (line) => <TwoLineCell main={line.name} detail={line.sellerCode ?? undefined} detailOnOneLine /> },
    { id: 'orders', header: t`Paid orders`, cell: (line) => line.orders, sortable: true, align: 'end' },
    { id: 'salesCents', header: t`Sales`, cell: (line) => formatSignedBRL(line.salesCents), sortable: true, align: 'end' },
    { id: 'commissionCents', header: t`Commission due`, cell: (line) => formatSignedBRL(line.commissionCents), sortable: true, align: 'end' },
    { id: 'paidOutCents', header: t`Paid out`, cell: (line) => formatBRL(line.paidOutCents), align: 'end' },
    { id: 'balanceCents', header: t`Balance`, cell: (line) => formatSignedBRL(line.balanceCents), sortable: true, align: 'end' },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (line) => {
        const name = line.name
        return (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onSearch({ agency: line.agencyId, page: search.page })}
            aria-label={t`Statement of ${name}`}
            aria-pressed={agency === line.agencyId}
          >
            <Trans>Statement</Trans>
          </Button>
        )
      },
    },
  ]

  return (
    <Stack gap="4">
      <PageTitle
        documentTitle={t`Commissions`}
        subtitle={t`What each agency sold through its payment links and seller code in the month (São Paulo time), what it earned, what was paid out and what is left.`}
      >
        <Trans>Commissions</Trans>
      </PageTitle>
      <HStack gap="4" wrap="wrap" align="end" justify="space-between">
        <MonthPicker month={month} onChange={(next) => onSearch({ month: next, agency, page: undefined })} />
        <DownloadButton variant="outline" download={() => downloadCommissionsCsv({ month, q: listSearch.q, sort: listSearch.sort })}>
          <Trans>Download CSV</Trans>
        </DownloadButton>
      </HStack>
      <Card.Root as="section" size="sm" aria-labelledby={totalsId}>
        <Card.Body gap="3">
          <Heading as="h2" size="sm" id={totalsId}>
            <Trans>Totals of {monthName}</Trans>
          </Heading>
          {report.data && <CommissionFigures figures={report.data.totals} label={t`Totals of ${monthName}`} />}
        </Card.Body>
      </Card.Root>
      {agency !== undefined && (
        <AgencyStatementPanel key={`${agency}-${month}`} agencyId={agency} month={month} onClose={() => onSearch({ agency: undefined, page: search.page })} />
      )}
      <DataTable
        label={t`Commissions by agency`}
        searchLabel={t`Search by agency or seller code`}
        columns={columns}
        data={report.data}
        isLoading={report.isPending}
        search={listSearch}
        onSearch={onSearch}
        rowKey={(line) => line.agencyId}
      />
    </Stack>
  )
}
