import { createFileRoute } from '@tanstack/react-router'
import { forfaitListQuery } from '../../../../domain/admin/list-queries.ts'
import { ForfaitRequestsScreen } from '../../../features/admin/forfait/forfait-requests-screen.tsx'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/tripForfait')({
  validateSearch: listSearch(forfaitListQuery),
  component: AdminTripForfaitPage,
})

function AdminTripForfaitPage() {
  const navigate = Route.useNavigate()
  return <ForfaitRequestsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
