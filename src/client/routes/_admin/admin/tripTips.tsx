import { createFileRoute } from '@tanstack/react-router'
import { tipListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { tipListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { TipsScreen } from '../../../features/admin/tips/tips-screen.tsx'

export const Route = createFileRoute('/_admin/admin/tripTips')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: TipsPage,
})

function TipsPage() {
  const navigate = Route.useNavigate()
  return <TipsScreen search={useListSearch(tipListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
