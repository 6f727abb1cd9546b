import { createFileRoute } from '@tanstack/react-router'
import { travelInformationListQuery } from '../../../../domain/admin/list-queries.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { TravelInformationScreen } from '../../../features/admin/travel-information/travel-information-screen.tsx'

export const Route = createFileRoute('/_admin/admin/tripInformation')({
  validateSearch: listSearch(travelInformationListQuery),
  component: TravelInformationPage,
})

function TravelInformationPage() {
  const navigate = Route.useNavigate()
  return <TravelInformationScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
