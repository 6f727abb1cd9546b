import { createFileRoute } from '@tanstack/react-router'
import { adminTripListQuery } from '../../../../../domain/admin/trip/list.ts'
import { listSearch, mergeSearch } from '../../../../ui/list/list-search.ts'
import { TripsScreen } from '../../../../features/admin/trips/trips-screen.tsx'

export const Route = createFileRoute('/_admin/admin/trips/')({
  validateSearch: listSearch(adminTripListQuery),
  component: AdminTripsPage,
})

function AdminTripsPage() {
  const navigate = Route.useNavigate()
  return <TripsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
