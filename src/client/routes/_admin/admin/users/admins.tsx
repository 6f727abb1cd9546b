import { createFileRoute } from '@tanstack/react-router'
import { adminAccountListQuery } from '../../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { adminAccountListQuery as urlSchema } from '../../../../../domain/admin/list-queries.ts'
import { AdminsScreen } from '../../../../features/admin/admins/admins-screen.tsx'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/users/admins')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminAdministratorsPage,
})

function AdminAdministratorsPage() {
  const navigate = Route.useNavigate()
  return <AdminsScreen search={useListSearch(adminAccountListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
