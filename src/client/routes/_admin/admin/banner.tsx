import { createFileRoute } from '@tanstack/react-router'
import { bannerListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { bannerListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { BannersScreen } from '../../../features/admin/banners/banners-screen.tsx'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/banner')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: BannersPage,
})

function BannersPage() {
  const navigate = Route.useNavigate()
  return <BannersScreen search={useListSearch(bannerListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
