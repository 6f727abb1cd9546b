import { createFileRoute } from '@tanstack/react-router'
import { adminOrderListQuery } from '../../../../../domain/admin/list-queries.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { OrdersScreen } from '../../../../features/admin/orders/orders-screen.tsx'

export const Route = createFileRoute('/_admin/admin/orders/')({
  validateSearch: listSearch(adminOrderListQuery),
  component: AdminOrdersPage,
})

function AdminOrdersPage() {
  const navigate = Route.useNavigate()
  return <OrdersScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
