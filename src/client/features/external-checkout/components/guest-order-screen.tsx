import { Button, EmptyState } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import { PostCheckoutScreen } from '../../checkout/components/post-checkout-screen.tsx'
import { OrderView } from '../../purchases/components/order-view.tsx'
import { guestOrderSource } from '../../purchases/order-source.ts'
import { GuestLinkClosed } from './guest-link-closed.tsx'

/** A guest order that the address cannot open: no token, a wrong one, or a code that is no order (the API says 404 to all alike). */
export function CouldNotOpenOrder() {
  const { t } = useLingui()
  useDocumentTitle(t`We couldn't open this order`)
  return (
    <EmptyState.Root data-testid="order-not-opened">
      <EmptyState.Content>
        <EmptyState.Title as="h1">
          <Trans>We couldn't open this order</Trans>
        </EmptyState.Title>
        <EmptyState.Description>
          <Trans>
            Open it with the link in the email we sent when you placed the order: that link carries the key to your order. If you bought with your account, sign in and see My
            purchases.
          </Trans>
        </EmptyState.Description>
        <Button asChild variant="outline">
          <Link to="/trips">
            <Trans>See our trips</Trans>
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/**
 * /external-post-checkout?order=CODE (the token from the link's fragment, kept by the tab): an
 * order bought through a payment link, live (the same events as a signed-in buyer's), with its
 * Pix code, bank slip or voucher. The token opens this order only; it stays in the tab's storage
 * and in memory, never in the saved query cache nor the address. A closed link offers a new one.
 */
export function GuestOrderScreen({ code, accessToken }: { code: string; accessToken: string }) {
  return (
    <OrderView
      code={code}
      source={guestOrderSource(accessToken)}
      header={(order) => <PostCheckoutScreen order={order} guest />}
      notFound={<CouldNotOpenOrder />}
      gone={(error) => <GuestLinkClosed code={code} accessToken={accessToken} revoked={error.code === 'guest_access.revoked'} />}
    />
  )
}
