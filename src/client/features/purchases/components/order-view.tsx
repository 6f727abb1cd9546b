import { Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Order } from '../../../../domain/order.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import { ApiError } from '../../../api-error.ts'
import { useSession } from '../../../session.ts'
import { OfflineState } from '../../offline/components/offline-state.tsx'
import { orderQueryOptions } from '../api.ts'
import { myOrdersSource, type OrderSource } from '../order-source.ts'
import { OrderDetails } from './order-details.tsx'

function OrderNotFound() {
  return (
    <EmptyState.Root data-testid="order-not-found">
      <EmptyState.Content>
        <EmptyState.Title>
          <Trans>Could not find the order</Trans>
        </EmptyState.Title>
        <Button asChild variant="outline">
          <Link to="/user/myAcquired" search={{}}>
            <Trans>See my purchases</Trans>
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

interface OrderViewProps {
  code: string
  header?: (order: Order) => ReactNode
  /** What comes right under the order's payment (its Pix code, slip or voucher). */
  afterPayment?: (order: Order) => ReactNode
  /** The signed-in user's orders (saved on the device) unless a guest's order is shown. */
  source?: OrderSource
  /** What a 404 shows instead of the signed-in user's "Could not find the order". */
  notFound?: ReactNode
  /** What a 410 shows: a guest's link past its end or revoked. */
  gone?: (error: ApiError) => ReactNode
}

/** Loads one order and shows it under a header that may depend on it. */
export function OrderView({ code, header, afterPayment, source = myOrdersSource, notFound, gone }: OrderViewProps) {
  const signedIn = isSignedIn(useSession())
  const order = useQuery({ ...orderQueryOptions(code, source), enabled: signedIn || !source.saved })
  if (order.isPending) {
    return (
      <Stack gap="4" aria-busy>
        <Skeleton height="20" />
        <Skeleton height="64" />
      </Stack>
    )
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return notFound ?? <OrderNotFound />
    if (order.error instanceof ApiError && order.error.status === 410 && gone) return gone(order.error)
    return <OfflineState onRetry={() => void order.refetch()} />
  }
  return (
    <Stack gap="5">
      {header?.(order.data)}
      <OrderDetails order={order.data} source={source} afterPayment={afterPayment?.(order.data)} />
    </Stack>
  )
}
