import { createFileRoute } from '@tanstack/react-router'
import { adminUserListQuery } from '../../../../../domain/admin/list-queries.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { UsersScreen } from '../../../../features/admin/users/users-screen.tsx'

export const Route = createFileRoute('/_admin/admin/users/')({
  validateSearch: listSearch(adminUserListQuery),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const navigate = Route.useNavigate()
  return <UsersScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
