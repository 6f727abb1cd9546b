import { createFileRoute } from '@tanstack/react-router'
import { travelInformationListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { travelInformationListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { TravelInformationScreen } from '../../../features/admin/travel-information/travel-information-screen.tsx'

export const Route = createFileRoute('/_admin/admin/tripInformation')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: TravelInformationPage,
})

function TravelInformationPage() {
  const navigate = Route.useNavigate()
  return (
    <TravelInformationScreen
      search={useListSearch(travelInformationListQuery, Route.useSearch())}
      onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })}
    />
  )
}
