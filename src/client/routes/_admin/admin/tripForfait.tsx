import { createFileRoute } from '@tanstack/react-router'
import { forfaitListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { forfaitListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { ForfaitRequestsScreen } from '../../../features/admin/forfait/forfait-requests-screen.tsx'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/tripForfait')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminTripForfaitPage,
})

function AdminTripForfaitPage() {
  const navigate = Route.useNavigate()
  return <ForfaitRequestsScreen search={useListSearch(forfaitListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
