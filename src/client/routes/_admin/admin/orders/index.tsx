import { createFileRoute } from '@tanstack/react-router'
import { adminOrderListQuery } from '../../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { adminOrderListQuery as urlSchema } from '../../../../../domain/admin/list-queries.ts'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { OrdersScreen } from '../../../../features/admin/orders/orders-screen.tsx'

export const Route = createFileRoute('/_admin/admin/orders/')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminOrdersPage,
})

function AdminOrdersPage() {
  const navigate = Route.useNavigate()
  return <OrdersScreen search={useListSearch(adminOrderListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
