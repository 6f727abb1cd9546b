import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailsScreen } from '../../../../features/admin/orders/order-details-screen.tsx'

/** ?code= as typed (the screen looks it up), up to 20 characters; a code typed without its dash and all digits arrives as a number from the router's search parser. */
const parseSearch = (search: Record<string, unknown>): { code: string } => {
  const code = typeof search.code === 'number' ? String(search.code) : typeof search.code === 'string' ? search.code.trim() : ''
  return { code: code.length <= 20 ? code : '' }
}

export const Route = createFileRoute('/_admin/admin/orders/details')({
  validateSearch: parseSearch,
  component: AdminOrderDetailsPage,
})

function AdminOrderDetailsPage() {
  const { code } = Route.useSearch()
  return <OrderDetailsScreen key={code} code={code} />
}
