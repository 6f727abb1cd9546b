import { Box, Button, EmptyState, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OrderListEntry } from '../../../../domain/order.ts'
import type { PurchaseGroup } from '../../../../domain/order-status.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import { OfflineState } from '../../offline/components/offline-state.tsx'
import { NavLink } from '../../../ui/nav-link.tsx'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useSession } from '../../../session.ts'
import { myOrdersQueryOptions } from '../api.ts'
import { groupLabels } from '../../../ui/orders/labels.ts'
import { OrderCard } from './order-card.tsx'

function OrderSection({ id, title, orders }: { id: string; title: ReactNode; orders: OrderListEntry[] }) {
  if (orders.length === 0) return null
  return (
    <Box as="section" aria-labelledby={id} data-testid={`group-${id}`}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}{' '}
        <Box as="span" color="fg.muted" fontWeight="normal">
          ({orders.length})
        </Box>
      </Heading>
      <Stack as="ul" gap="3">
        {orders.map((order) => (
          <OrderCard key={order.code} order={order} />
        ))}
      </Stack>
    </Box>
  )
}

function NoPurchases() {
  return (
    <EmptyState.Root data-testid="no-purchases">
      <EmptyState.Content>
        <EmptyState.Title>
          <Trans>No data found</Trans>
        </EmptyState.Title>
        <EmptyState.Description>
          <Trans>Your trips and products appear here once you buy them.</Trans>
        </EmptyState.Description>
        <Button asChild>
          <Link to="/trips">
            <Trans>See all trips</Trans>
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/** The user's orders (saved on the device, so this opens offline), with the tabs between the two views. */
function useMyOrders() {
  const signedIn = isSignedIn(useSession())
  return useQuery({ ...myOrdersQueryOptions(), enabled: signedIn })
}

function Views({ current }: { current: 'status' | 'kind' }) {
  const { t } = useLingui()
  const look = (active: boolean) =>
    ({
      'aria-current': active ? ('page' as const) : undefined,
      fontWeight: active ? 'semibold' : 'normal',
      color: active ? 'fg' : 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: active ? 'brand.border' : 'transparent',
      pb: '2',
      mb: '-1px',
      textDecoration: 'none',
    }) as const
  return (
    // On a phone a tab's words wrap rather than push the page sideways; stretched, both tabs keep their underline on one line.
    <HStack as="nav" aria-label={t`Purchase views`} gap="5" mb="6" borderBottomWidth="1px" alignItems="stretch">
      <NavLink to="/user/myAcquired" search={{}} {...look(current === 'status')}>
        <Trans>By payment status</Trans>
      </NavLink>
      <NavLink to="/user/myAcquired/list" {...look(current === 'kind')}>
        <Trans>Trips and products</Trans>
      </NavLink>
    </HStack>
  )
}

function OrdersState({ query, children }: { query: ReturnType<typeof useMyOrders>; children: (orders: OrderListEntry[]) => ReactNode }) {
  if (query.isPending) {
    return (
      <Stack gap="3" aria-busy>
        <Skeleton height="24" />
        <Skeleton height="24" />
      </Stack>
    )
  }
  if (query.isError) return <OfflineState onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <NoPurchases />
  return <Stack gap="8">{children(query.data)}</Stack>
}

const groupOrder: PurchaseGroup[] = ['pendingPayment', 'confirmed', 'refusedPayment', 'canceledPayment']

/** /user/myAcquired: purchases grouped as the spec's views: pending payment, confirmed trip, refused and canceled payment. */
export function PurchasesByStatus() {
  const { t, i18n } = useLingui()
  const orders = useMyOrders()
  return (
    <>
      <PageTitle documentTitle={t`My purchases`}>
        <Trans>My purchases</Trans>
      </PageTitle>
      <Views current="status" />
      <OrdersState query={orders}>
        {(list) => groupOrder.map((group) => <OrderSection key={group} id={group} title={i18n._(groupLabels[group])} orders={list.filter((order) => order.group === group)} />)}
      </OrdersState>
    </>
  )
}

/** /user/myAcquired/list: the same purchases as trips and products. */
export function PurchasesByKind() {
  const { t } = useLingui()
  const orders = useMyOrders()
  return (
    <>
      <PageTitle documentTitle={t`My trips and products`}>
        <Trans>My purchases</Trans>
      </PageTitle>
      <Views current="kind" />
      <OrdersState query={orders}>
        {(list) => (
          <>
            <OrderSection id="trips" title={<Trans>Trips</Trans>} orders={list.filter((order) => order.item.kind === 'trip')} />
            <OrderSection id="products" title={<Trans>Products</Trans>} orders={list.filter((order) => order.item.kind === 'product')} />
          </>
        )}
      </OrdersState>
    </>
  )
}
