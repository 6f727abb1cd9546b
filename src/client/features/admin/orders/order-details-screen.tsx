import { Button, EmptyState, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../../api-error.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { adminOrderOptions } from './api.ts'
import { CancelOrderButton } from './cancel-order-button.tsx'
import { CancelPaidDialog } from './cancel-paid-dialog.tsx'
import { GuestLinkPanel } from './guest-link-panel.tsx'
import { RefundOrderButton } from './refund-order-button.tsx'
import { SimulatePaymentButton } from './simulate-payment-button.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { ItemAndPayment, PayerAndAccount } from './order-facts.tsx'
import { OrderMoneyPanel } from './order-money-panel.tsx'
import { OrderTimeline } from './order-timeline.tsx'

/** /admin/orders/details?code=…: everything of one order, its money as a ledger, its history; its cancel (and, in the sandbox, its simulated payment) while pending; a paid trip's cancellation by the policy or an override, and its refund. */
export function OrderDetailsScreen({ code }: { code: string }) {
  const { t } = useLingui()
  const format = useFormats()
  const { data: order, error, isPending } = useQuery({ ...adminOrderOptions(code), enabled: code !== '' })

  const back = (
    <ChakraLink asChild fontSize="sm">
      <Link to="/admin/orders">
        ← <Trans>All orders</Trans>
      </Link>
    </ChakraLink>
  )
  if (code === '' || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack gap="4">
        {back}
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans>Could not find the order</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      </Stack>
    )
  }
  if (isPending || !order) return <Text aria-busy="true">{t`Loading`}</Text>

  return (
    <Stack gap="5">
      {back}
      <PageTitle documentTitle={t`Order ${order.code}`} subtitle={t`Placed on ${format.dateTime(order.createdAt)}`}>
        <HStack gap="3" wrap="wrap">
          <span>
            <Trans>Order {order.code}</Trans>
          </span>
          <OrderStatusBadge status={order.status} />
        </HStack>
      </PageTitle>
      {order.status === 'pending' && (
        <HStack wrap="wrap">
          <SimulatePaymentButton order={order} />
          <CancelOrderButton order={order} />
          {order.expiresAt && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>Canceled by itself on {format.dateTime(order.expiresAt)} if not paid.</Trans>
            </Text>
          )}
        </HStack>
      )}
      {order.status === 'paid' && (
        <HStack wrap="wrap">
          {order.item.kind === 'trip' && <CancelPaidDialog order={order} />}
          <RefundOrderButton order={order} />
        </HStack>
      )}
      {order.guestAccess && <GuestLinkPanel order={order} access={order.guestAccess} />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <ItemAndPayment order={order} />
        <OrderMoneyPanel order={order} />
        <PayerAndAccount order={order} />
        <OrderTimeline order={order} />
      </Grid>
      <AuditTrail entity="order" entityId={order.code} />
      <HStack>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/orders">
            <Trans>Back to the orders</Trans>
          </Link>
        </Button>
      </HStack>
    </Stack>
  )
}
