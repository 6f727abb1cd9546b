import { createFileRoute } from '@tanstack/react-router'
import { commissionListQuery } from '../../../../domain/admin-list-queries.ts'
import { CommissionsScreen } from '../../../features/admin/commissions/commissions-screen.tsx'
import { listSearch, mergeSearch } from '../../../features/admin/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/comissions')({
  validateSearch: listSearch(commissionListQuery),
  component: AdminCommissionsPage,
})

function AdminCommissionsPage() {
  const navigate = Route.useNavigate()
  return <CommissionsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
