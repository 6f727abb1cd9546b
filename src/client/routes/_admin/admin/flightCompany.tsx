import { createFileRoute } from '@tanstack/react-router'
import { airlineListQuery } from '../../../../domain/admin/list-queries.ts'
import { AirlinesScreen } from '../../../features/admin/airlines/airlines-screen.tsx'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/flightCompany')({
  validateSearch: listSearch(airlineListQuery),
  component: AirlinesPage,
})

function AirlinesPage() {
  const navigate = Route.useNavigate()
  return <AirlinesScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
