import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Order } from '../../../../domain/order.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'

/** The next step of each status and method, in the buyer's words; a guest (payment link) finds the order again through the email. */
function NextStep({ order, guest }: { order: Order; guest: boolean }) {
  if (order.status === 'paid' && guest) {
    return order.item.kind === 'trip' ? (
      <Trans>Your seats are confirmed. Show the voucher below at boarding; the link in your confirmation email opens this page again.</Trans>
    ) : (
      <Trans>Your purchase is confirmed. The link in your confirmation email opens this page again.</Trans>
    )
  }
  if (order.status === 'paid') {
    return order.item.kind === 'trip' ? (
      <Trans>Your seats are confirmed. The voucher below is also in My purchases, and opens offline.</Trans>
    ) : (
      <Trans>Your purchase is confirmed. You can find it in My purchases.</Trans>
    )
  }
  if (order.status === 'pending' && order.method === 'pix')
    return <Trans>Pay the Pix code below within 30 minutes. This screen turns to confirmed by itself as soon as the payment arrives.</Trans>
  if (order.status === 'pending') return <Trans>Pay the bank slip within 72 hours: we hold your seats until then. Confirmation may take hours or days.</Trans>
  if (order.status === 'refused')
    return guest ? (
      <Trans>The payment was refused. Open the payment link again to pay another way.</Trans>
    ) : (
      <Trans>The payment was refused. You can buy again with another payment method.</Trans>
    )
  if (guest) return <Trans>This order was canceled and its seats were released. Open the payment link again to place a new order.</Trans>
  return <Trans>This order was canceled and its seats were released. You can place a new order.</Trans>
}

/**
 * The post-checkout header: 'Purchase made successfully' once paid, 'Order placed successfully'
 * while waiting for payment. It is a live region, so the change to confirmed is announced. A
 * `guest` (an order through a payment link, no account) has no My purchases to go to.
 */
export function PostCheckoutScreen({ order, guest = false }: { order: Order | null; guest?: boolean }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  if (!order) {
    return (
      <PageTitle documentTitle={t`Order placed`}>
        <Trans>Could not find the order</Trans>
      </PageTitle>
    )
  }
  const paid = order.status === 'paid'
  const title = paid ? t`Purchase made successfully` : order.status === 'pending' ? t`Order placed successfully` : t`Order not completed`
  return (
    <Stack gap="4">
      <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        <PageTitle documentTitle={title}>{title}</PageTitle>
      </div>
      <div role="status" aria-live="polite" data-testid="post-checkout-status">
        <FormAlert
          status={paid ? 'success' : order.status === 'pending' ? 'info' : 'error'}
          title={paid ? t`Payment confirmed` : order.status === 'pending' ? t`Waiting for payment` : t`Payment not completed`}
        >
          <Text as="span">
            <NextStep order={order} guest={guest} />
          </Text>
        </FormAlert>
      </div>
      <HStack gap="3" wrap="wrap">
        {!guest && (
          <Button asChild variant="outline">
            <Link to="/user/myAcquired" search={{}}>
              <Trans>See my purchases</Trans>
            </Link>
          </Button>
        )}
        {order.item.kind === 'trip' && order.item.tripSlug && order.status !== 'paid' && order.status !== 'pending' && (
          <Button asChild variant="ghost">
            <Link to="/trip/$name" params={{ name: order.item.tripSlug }}>
              <Trans>Back to the trip</Trans>
            </Link>
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
