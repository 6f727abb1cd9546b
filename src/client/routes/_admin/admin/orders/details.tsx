import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OrderDetailsScreen } from '../../../../features/admin/orders/order-details-screen.tsx'
import { parseLenient } from '../../../../ui/lenient-search.ts'

// A code typed without its dash and all digits arrives as a number from the router's search parser.
const detailsSearch = v.object({ code: v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(20)), '') })

export const Route = createFileRoute('/_admin/admin/orders/details')({
  validateSearch: (search: Record<string, unknown>) => parseLenient(detailsSearch, search) ?? { code: '' },
  component: AdminOrderDetailsPage,
})

function AdminOrderDetailsPage() {
  const { code } = Route.useSearch()
  return <OrderDetailsScreen key={code} code={code} />
}
