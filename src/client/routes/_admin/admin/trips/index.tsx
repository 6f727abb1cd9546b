import { createFileRoute } from '@tanstack/react-router'
import { adminTripListQuery } from '../../../../../domain/admin/trip/list.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { adminTripListQuery as urlSchema } from '../../../../../domain/admin/trip/list.ts'
import { useListSearch } from '../../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { TripsScreen } from '../../../../features/admin/trips/trips-screen.tsx'

export const Route = createFileRoute('/_admin/admin/trips/')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AdminTripsPage,
})

function AdminTripsPage() {
  const navigate = Route.useNavigate()
  return <TripsScreen search={useListSearch(adminTripListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
