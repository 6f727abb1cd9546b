import { createFileRoute } from '@tanstack/react-router'
import { productListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { productListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { ProductsScreen } from '../../../features/admin/products/products-screen.tsx'

/** Not among the spec's admin routes: the issue asks for the marketing page's products to be managed. */
export const Route = createFileRoute('/_admin/admin/products')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: ProductsPage,
})

function ProductsPage() {
  const navigate = Route.useNavigate()
  return <ProductsScreen search={useListSearch(productListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
