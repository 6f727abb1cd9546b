import { createFileRoute } from '@tanstack/react-router'
import { bannerListQuery } from '../../../../domain/admin/list-queries.ts'
import { BannersScreen } from '../../../features/admin/banners/banners-screen.tsx'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/banner')({
  validateSearch: listSearch(bannerListQuery),
  component: BannersPage,
})

function BannersPage() {
  const navigate = Route.useNavigate()
  return <BannersScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
