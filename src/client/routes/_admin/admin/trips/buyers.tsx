import { createFileRoute } from '@tanstack/react-router'
import { manifestSearch } from '../../../../features/admin/buyers/search.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { manifestSearch as urlSchema } from '../../../../features/admin/buyers/search.ts'
import { BuyersScreen } from '../../../../features/admin/buyers/buyers-screen.tsx'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/trips/buyers')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminTripBuyersPage,
})

function AdminTripBuyersPage() {
  const navigate = Route.useNavigate()
  return <BuyersScreen search={useListSearch(manifestSearch, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
