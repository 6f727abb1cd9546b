import { Container } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { orderCodeParam } from '../../../../../domain/order-code.ts'
import { PostCheckoutPushOffer } from '../../../../features/checkout/components/post-checkout-push-offer.tsx'
import { PostCheckoutScreen } from '../../../../features/checkout/components/post-checkout-screen.tsx'
import { OnlineOnly } from '../../../../features/offline/components/online-only.tsx'
import { OrderView } from '../../../../features/purchases/components/order-view.tsx'

const parseSearch = (search: Record<string, unknown>): { code?: string } => {
  const code = orderCodeParam(search.code)
  return code ? { code } : {}
}

export const Route = createFileRoute('/_default/user/checkout/post-checkout')({
  validateSearch: parseSearch,
  component: () => (
    <OnlineOnly>
      <PostCheckoutPage />
    </OnlineOnly>
  ),
})

/** /user/checkout/post-checkout?code=: the order just placed, its status (live) and the next step. */
function PostCheckoutPage() {
  const { code } = Route.useSearch()
  return (
    <Container maxW="4xl" py="8">
      {code ? (
        <OrderView code={code} header={(order) => <PostCheckoutScreen order={order} />} afterPayment={(order) => <PostCheckoutPushOffer order={order} />} />
      ) : (
        <PostCheckoutScreen order={null} />
      )}
    </Container>
  )
}
