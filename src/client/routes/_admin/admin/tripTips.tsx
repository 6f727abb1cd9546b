import { createFileRoute } from '@tanstack/react-router'
import { tipListQuery } from '../../../../domain/admin/list-queries.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { TipsScreen } from '../../../features/admin/tips/tips-screen.tsx'

export const Route = createFileRoute('/_admin/admin/tripTips')({
  validateSearch: listSearch(tipListQuery),
  component: TipsPage,
})

function TipsPage() {
  const navigate = Route.useNavigate()
  return <TipsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
