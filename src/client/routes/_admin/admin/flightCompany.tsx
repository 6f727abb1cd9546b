import { createFileRoute } from '@tanstack/react-router'
import { airlineListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { airlineListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { AirlinesScreen } from '../../../features/admin/airlines/airlines-screen.tsx'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/flightCompany')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: AirlinesPage,
})

function AirlinesPage() {
  const navigate = Route.useNavigate()
  return <AirlinesScreen search={useListSearch(airlineListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
