import { createFileRoute } from '@tanstack/react-router'
import { adminAccountListQuery } from '../../../../../domain/admin/list-queries.ts'
import { AdminsScreen } from '../../../../features/admin/admins/admins-screen.tsx'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/users/admins')({
  validateSearch: listSearch(adminAccountListQuery),
  component: AdminAdministratorsPage,
})

function AdminAdministratorsPage() {
  const navigate = Route.useNavigate()
  return <AdminsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
