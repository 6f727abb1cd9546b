import { createFileRoute } from '@tanstack/react-router'
import { adminUserListQuery } from '../../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { adminUserListQuery as urlSchema } from '../../../../../domain/admin/list-queries.ts'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { UsersScreen } from '../../../../features/admin/users/users-screen.tsx'

export const Route = createFileRoute('/_admin/admin/users/')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const navigate = Route.useNavigate()
  return <UsersScreen search={useListSearch(adminUserListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
