import { createFileRoute } from '@tanstack/react-router'
import { agencyListQuery } from '../../../../../domain/admin/list-queries.ts'
import { AgenciesScreen } from '../../../../features/admin/agencies/agencies-screen.tsx'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/users/agencies')({
  validateSearch: listSearch(agencyListQuery),
  component: AdminAgenciesPage,
})

function AdminAgenciesPage() {
  const navigate = Route.useNavigate()
  return <AgenciesScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
