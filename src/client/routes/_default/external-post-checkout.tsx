import { Container } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { orderCodeParam } from '../../../domain/order-code.ts'
import { isSignedIn } from '../../../domain/session.ts'
import { PostCheckoutPushOffer } from '../../features/checkout/components/post-checkout-push-offer.tsx'
import { PostCheckoutScreen } from '../../features/checkout/components/post-checkout-screen.tsx'
import { CouldNotOpenOrder, GuestOrderScreen } from '../../features/external-checkout/components/guest-order-screen.tsx'
import { useGuestAccessToken } from '../../features/external-checkout/use-guest-access-token.ts'
import { OnlineOnly } from '../../features/offline/components/online-only.tsx'
import { OrderView } from '../../features/purchases/components/order-view.tsx'
import { useSession } from '../../session.ts'

interface ExternalPostCheckoutSearch {
  order?: string
  /** An older mail's `&token=`: read once, then taken off the address as the fragment's is. */
  token?: string
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)

/**
 * Where a payment link's order is followed: `?order=CODE#token=ACCESS` (the guest's mails), also
 * the checkout's redirect and the real gateway's return address, with the code only (Mercado Pago adds
 * `external_reference` = our order code, `payment_id`, `status`, `collection_status`; the order's
 * own status, live, is what the page shows). `?code=` is the older name of `order`.
 */
const parseSearch = (search: Record<string, unknown>): ExternalPostCheckoutSearch => {
  const order = orderCodeParam(textOf(search.order) ?? textOf(search.code) ?? textOf(search.external_reference))
  const token = textOf(search.token)
  return { ...(order ? { order } : {}), ...(token && /^[\w-]{16,200}$/.test(token) ? { token } : {}) }
}

export const Route = createFileRoute('/_default/external-post-checkout')({
  validateSearch: parseSearch,
  component: () => (
    <OnlineOnly>
      <ExternalPostCheckoutPage />
    </OnlineOnly>
  ),
})

/** A guest's order with the token this tab keeps; without one, a signed-in buyer's own order (the gateway's return of the normal checkout). */
function ExternalPostCheckoutPage() {
  const { order, token: fromQuery } = Route.useSearch()
  const token = useGuestAccessToken(order, fromQuery)
  const signedIn = isSignedIn(useSession())
  return (
    <Container maxW="4xl" py="8">
      {order && token ? (
        <GuestOrderScreen key={`${order}-${token}`} code={order} accessToken={token} />
      ) : order && signedIn ? (
        <OrderView code={order} header={(placed) => <PostCheckoutScreen order={placed} />} afterPayment={(placed) => <PostCheckoutPushOffer order={placed} />} />
      ) : (
        <CouldNotOpenOrder />
      )}
    </Container>
  )
}
