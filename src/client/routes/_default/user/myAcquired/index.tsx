import { Container } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { orderCodeParam } from '../../../../../domain/order-code.ts'
import { myOrdersQueryOptions, orderQueryOptions } from '../../../../features/purchases/api.ts'
import { OrderView } from '../../../../features/purchases/components/order-view.tsx'
import { PurchasesByStatus } from '../../../../features/purchases/components/purchases-screens.tsx'
import { NavLink } from '../../../../ui/nav-link.tsx'
import { PageTitle } from '../../../../ui/page-title.tsx'

/** ?order=XXXX-XXXX opens one order's details; a bad code is dropped. */
const parseSearch = (search: Record<string, unknown>): { order?: string } => {
  const order = orderCodeParam(search.order)
  return order ? { order } : {}
}

export const Route = createFileRoute('/_default/user/myAcquired/')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ order: search.order }),
  // Saved answers first (docs/OFFLINE.md); a missing order is the screen's own state, not an error page.
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient()
    return deps.order
      ? queryClient.ensureQueryData(orderQueryOptions(deps.order)).catch(() => undefined)
      : queryClient.ensureQueryData(myOrdersQueryOptions()).catch(() => undefined)
  },
  component: MyAcquiredPage,
})

function OrderPage({ code }: { code: string }) {
  const { t } = useLingui()
  return (
    <>
      <NavLink to="/user/myAcquired" search={{}} fontSize="sm" color="fg.muted" mb="3" display="inline-block">
        ← <Trans>My purchases</Trans>
      </NavLink>
      <PageTitle documentTitle={t`Order ${code}`}>
        <Trans>Order details</Trans>
      </PageTitle>
      <OrderView code={code} />
    </>
  )
}

function MyAcquiredPage() {
  const { order } = Route.useSearch()
  return (
    <Container maxW="4xl" py="8">
      {order ? <OrderPage code={order} /> : <PurchasesByStatus />}
    </Container>
  )
}
