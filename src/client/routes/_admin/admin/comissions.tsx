import { createFileRoute } from '@tanstack/react-router'
import { commissionsSearch } from '../../../features/admin/commissions/search.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { commissionsSearch as urlSchema } from '../../../features/admin/commissions/search.ts'
import { CommissionsScreen } from '../../../features/admin/commissions/commissions-screen.tsx'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/comissions')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminCommissionsPage,
})

function AdminCommissionsPage() {
  const navigate = Route.useNavigate()
  return <CommissionsScreen search={useListSearch(commissionsSearch, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
