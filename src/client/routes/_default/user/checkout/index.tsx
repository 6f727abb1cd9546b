import { Button, Container, EmptyState, Skeleton, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import type { Order } from '../../../../../domain/order.ts'
import { profileQueryOptions } from '../../../../features/account/api.ts'
import { productsQueryOptions } from '../../../../features/catalogue/api.ts'
import { CheckoutScreen } from '../../../../features/checkout/components/checkout-screen.tsx'
import { peopleFor, productItem, tripItem, type CheckoutItem } from '../../../../features/checkout/item.ts'
import { parseCheckoutSearch } from '../../../../features/checkout/search.ts'
import { OfflineState } from '../../../../features/offline/components/offline-state.tsx'
import { OnlineOnly } from '../../../../features/offline/components/online-only.tsx'
import { invalidateOrders, orderQueryOptions, paymentsConfigQueryOptions } from '../../../../features/purchases/api.ts'
import { tripQueryOptions } from '../../../../features/trips/api.ts'
import { myWaitlistQueryOptions } from '../../../../features/waitlist/api.ts'

export const Route = createFileRoute('/_default/user/checkout/')({
  validateSearch: parseCheckoutSearch,
  loaderDeps: ({ search }) => ({ trip: search.trip, product: search.product }),
  // Online only: offline, the screen says so instead of waiting for answers (OnlineOnly).
  loader: async ({ context, deps }) => {
    if (!navigator.onLine) return
    const queryClient = await context.queryClient()
    const item = deps.trip
      ? queryClient.fetchQuery({ ...tripQueryOptions(deps.trip), staleTime: 10_000 })
      : deps.product
        ? queryClient.ensureQueryData(productsQueryOptions())
        : null
    // The trip page and the checkout need fresh seats; a missing trip or profile is shown by the screen.
    await Promise.allSettled([item, queryClient.ensureQueryData(profileQueryOptions()), queryClient.ensureQueryData(paymentsConfigQueryOptions())])
  },
  component: () => (
    <OnlineOnly>
      <CheckoutPage />
    </OnlineOnly>
  ),
})

function NothingToBuy() {
  return (
    <Container maxW="3xl" py="16">
      <EmptyState.Root data-testid="nothing-to-buy">
        <EmptyState.Content>
          <EmptyState.Title as="h1">
            <Trans>Choose a trip option or a product</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>This trip or product is no longer available to buy, or it is sold out. See what we have now.</Trans>
          </EmptyState.Description>
          <Button asChild>
            <Link to="/trips">
              <Trans>See all trips</Trans>
            </Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  )
}

function useCheckoutItem(): { item: CheckoutItem | null; heldUntil?: string; pending: boolean; failed: boolean; retry: () => void } {
  const search = Route.useSearch()
  const trip = useQuery({ ...tripQueryOptions(search.trip ?? ''), enabled: Boolean(search.trip) })
  const products = useQuery({ ...productsQueryOptions(), enabled: !search.trip && Boolean(search.product) })
  // A waitlist offer's link: its seats are held for this buyer, so the trip's seats left (0, say) do not count them.
  const waitlist = useQuery({ ...myWaitlistQueryOptions(), enabled: Boolean(search.trip && search.offer) })
  if (search.trip) {
    const offered = search.offer ? waitlist.data?.find((entry) => entry.tripSlug === search.trip && entry.optionId === search.option && entry.offer) : undefined
    return {
      item: trip.data ? tripItem(trip.data, search.option, offered?.people) : null,
      heldUntil: offered?.offer?.expiresAt,
      pending: trip.isPending || (Boolean(search.offer) && waitlist.isPending),
      failed: trip.isError && !trip.data,
      retry: () => void trip.refetch(),
    }
  }
  if (search.product) {
    return {
      item: productItem(products.data?.find((product) => product.id === search.product)),
      pending: products.isPending,
      failed: products.isError,
      retry: () => void products.refetch(),
    }
  }
  return { item: null, pending: false, failed: false, retry: () => undefined }
}

/** /user/checkout: composes the trip or product, the profile (prefill) and the payment settings around the checkout form. */
function CheckoutPage() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { item, heldUntil, pending, failed, retry } = useCheckoutItem()
  const profile = useQuery(profileQueryOptions())
  const config = useQuery(paymentsConfigQueryOptions())

  if (pending || profile.isPending || config.isPending) {
    return (
      <Container maxW="6xl" py="8">
        <Stack gap="4" aria-busy>
          <Skeleton height="10" width="40%" />
          <Skeleton height="80" />
        </Stack>
      </Container>
    )
  }
  if (failed || config.isError) return <OfflineState onRetry={() => (failed ? retry() : void config.refetch())} />
  if (!item) return <NothingToBuy />

  const people = peopleFor(item, search.people)
  const onOrdersChanged = () => {
    void invalidateOrders(queryClient)
    if (heldUntil) void queryClient.invalidateQueries({ queryKey: myWaitlistQueryOptions().queryKey })
    if (item.kind === 'trip') void queryClient.invalidateQueries({ queryKey: tripQueryOptions(item.slug).queryKey })
    else void queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey })
  }
  const onPlaced = (order: Order) => {
    queryClient.setQueryData(orderQueryOptions(order.code).queryKey, order)
    void navigate({ to: '/user/checkout/post-checkout', search: { code: order.code } })
  }
  return (
    <CheckoutScreen
      // A new profile or item starts the form again with what it brings.
      key={`${item.kind}-${item.kind === 'trip' ? item.optionId : item.productId}`}
      item={item}
      people={people}
      onPeople={(count) => void navigate({ to: '.', search: (previous) => ({ ...previous, people: count }), replace: true })}
      profile={profile.data}
      config={config.data}
      onPlaced={onPlaced}
      onOrdersChanged={onOrdersChanged}
      heldUntil={heldUntil}
    />
  )
}
