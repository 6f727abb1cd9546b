import { createFileRoute } from '@tanstack/react-router'
import { agencyListQuery } from '../../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { agencyListQuery as urlSchema } from '../../../../../domain/admin/list-queries.ts'
import { AgenciesScreen } from '../../../../features/admin/agencies/agencies-screen.tsx'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/users/agencies')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminAgenciesPage,
})

function AdminAgenciesPage() {
  const navigate = Route.useNavigate()
  return <AgenciesScreen search={useListSearch(agencyListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
