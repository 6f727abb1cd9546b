import { createFileRoute } from '@tanstack/react-router'
import { productListQuery } from '../../../../domain/admin/list-queries.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { ProductsScreen } from '../../../features/admin/products/products-screen.tsx'

/** Not among the spec's admin routes: the issue asks for the marketing page's products to be managed. */
export const Route = createFileRoute('/_admin/admin/products')({
  validateSearch: listSearch(productListQuery),
  component: ProductsPage,
})

function ProductsPage() {
  const navigate = Route.useNavigate()
  return <ProductsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
