import { Button, Container, EmptyState } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { orderCodeSchema } from '../../../domain/order-code.ts'
import { isSignedIn } from '../../../domain/session.ts'
import { PostCheckout } from '../../features/checkout/components/post-checkout.tsx'
import { OrderView } from '../../features/purchases/components/order-view.tsx'
import { useSession } from '../../session.ts'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

/**
 * Where an external payment page sends the buyer back: `?code=` (ours) or Mercado Pago's
 * `external_reference` (our order code) with its `status`. Signed in, it shows the order live;
 * otherwise what the gateway said and the way to sign in and see it.
 */
const parseSearch = (search: Record<string, unknown>): { code?: string; status?: string } => {
  const code = v.safeParse(orderCodeSchema, search.code ?? search.external_reference)
  const status = typeof search.status === 'string' ? search.status : typeof search.collection_status === 'string' ? search.collection_status : undefined
  return { ...(code.success ? { code: code.output } : {}), ...(status ? { status } : {}) }
}

export const Route = createFileRoute('/_default/external-post-checkout')({
  validateSearch: parseSearch,
  component: ExternalPostCheckoutPage,
})

function GatewayAnswer({ status }: { status: string | undefined }) {
  const { t } = useLingui()
  const title = status === 'approved' ? t`Purchase made successfully` : status === 'rejected' || status === 'failure' ? t`Payment not completed` : t`Order placed successfully`
  useDocumentTitle(title)
  return (
    <EmptyState.Root data-testid="external-post-checkout">
      <EmptyState.Content>
        <EmptyState.Title as="h1">{title}</EmptyState.Title>
        <EmptyState.Description>
          <Trans>Sign in to follow your order in My purchases.</Trans>
        </EmptyState.Description>
        <Button asChild>
          <Link to="/user/myAcquired" search={{}}>
            <Trans>See my purchases</Trans>
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

function ExternalPostCheckoutPage() {
  const { code, status } = Route.useSearch()
  const signedIn = isSignedIn(useSession())
  return (
    <Container maxW="4xl" py="8">
      {code && signedIn ? <OrderView code={code} header={(order) => <PostCheckout order={order} />} /> : <GatewayAnswer status={status} />}
    </Container>
  )
}
