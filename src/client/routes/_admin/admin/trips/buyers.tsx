import { createFileRoute } from '@tanstack/react-router'
import { manifestSearch } from '../../../../features/admin/buyers/search.ts'
import { BuyersScreen } from '../../../../features/admin/buyers/buyers-screen.tsx'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/trips/buyers')({
  validateSearch: listSearch(manifestSearch),
  component: AdminTripBuyersPage,
})

function AdminTripBuyersPage() {
  const navigate = Route.useNavigate()
  return <BuyersScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
