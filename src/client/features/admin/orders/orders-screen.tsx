import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrderSummary } from '../../../../domain/admin/order.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'
import { methodLabels } from '../../../ui/orders/labels.ts'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { fetchOrders } from './api.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { OrderCodeLink } from './order-code-link.tsx'
import { OrderFiltersBar, type OrderFilters } from './order-filters.tsx'
import { BalanceCell, CancellationCell } from './order-money-cells.tsx'
import { OwedRefundsPanel } from './owed-refunds-panel.tsx'

export type OrdersSearch = TableSearch & OrderFilters

/** /admin/orders: the refunds still to send, then every order (its balance and cancellation too), filtered, sorted, searched and paged by the API, all in the URL. */
export function OrdersScreen({ search, onSearch }: { search: ListQuery<'/api/admin/orders'>; onSearch: (patch: OrdersSearch) => void }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const list = useAdminList('orders', search, fetchOrders)

  const columns: AdminColumn<AdminOrderSummary>[] = [
    {
      id: 'code',
      header: t`Code`,
      sortable: true,
      primary: true,
      cell: (order) => <OrderCodeLink code={order.code} />,
    },
    { id: 'createdAt', header: t`Date`, sortable: true, cell: (order) => format.dateTime(order.createdAt) },
    {
      id: 'payerName',
      header: t`Payer`,
      sortable: true,
      cell: (order) => <TwoLineCell main={order.payer.name} detail={format.cpf(order.payer.cpf)} detailOnOneLine />,
    },
    {
      id: 'item',
      header: t`Item`,
      cell: (order) => <TwoLineCell main={order.itemName} detail={order.optionName && `${order.optionName} × ${order.people}`} />,
    },
    {
      id: 'method',
      header: t`Payment`,
      cell: (order) => (order.installments > 1 ? `${i18n._(methodLabels[order.method])} ${order.installments}x` : i18n._(methodLabels[order.method])),
    },
    { id: 'amountCents', header: t`Amount`, sortable: true, align: 'end', cell: (order) => formatBRL(order.amountCents) },
    { id: 'status', header: t`Status`, sortable: true, cell: (order) => <OrderStatusBadge status={order.status} size="sm" wrap /> },
    { id: 'balance', header: t`Balance`, cell: (order) => <BalanceCell order={order} /> },
    { id: 'cancellation', header: t`Cancellation`, cell: (order) => <CancellationCell order={order} /> },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Orders`}>
        <Trans>Orders</Trans>
      </PageTitle>
      <OwedRefundsPanel />
      <OrderFiltersBar
        filters={{
          status: search.status,
          method: search.method,
          tripId: search.tripId,
          from: search.from,
          to: search.to,
          balance: search.balance,
          cancellation: search.cancellation,
        }}
        onChange={onSearch}
      />
      <DataTable
        label={t`Orders`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(order) => order.code}
        searchLabel={t`Search by code, name, CPF or email`}
      />
    </Stack>
  )
}
