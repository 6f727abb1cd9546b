import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { fetchPublicAnswer, usePublicAnswer } from '../../../public-answers.ts'
import { OfflineState } from '../../offline/components/offline-state.tsx'
import { WithChakra } from '../../../ui/chakra/with-chakra.tsx'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { paymentLinkQueryOptions } from '../api.ts'
import { loadPaymentForm } from '../payment-form-loader.ts'
import { closedLinkOf, type ClosedLink } from '../link-state.ts'
import { LinkClosedScreen } from './link-closed-screen.tsx'
import { LinkSummary } from './link-summary.tsx'
import styles from './payment-link.module.css'

const GuestPaymentForm = lazy(() => loadPaymentForm().then((module) => ({ default: module.GuestPaymentForm })))

function FormPlaceholder() {
  return (
    <div className={styles.placeholder} aria-busy data-testid="payment-form-loading">
      <span className={styles.spinner} />
      <Trans>Preparing the payment form…</Trans>
    </div>
  )
}

/**
 * /externalPayment?link=TOKEN, no account needed: the link's summary first (plain), then the
 * checkout's payer form and payment methods (Chakra, downloaded beside the link's data by the route). A link that
 * cannot be paid, or that closes while the buyer fills in the form, shows its own page.
 */
export function PaymentLinkScreen({ token }: { token: string }) {
  const query = paymentLinkQueryOptions(token)
  const link = usePublicAnswer(query)
  const [closed, setClosed] = useState<ClosedLink | null>(null)
  const refetch = () => void fetchPublicAnswer(query).catch(() => undefined)

  if (!link || (!link.data && !link.error)) return <LoadingPage />
  const state = closed ?? (link.error ? closedLinkOf(link.error) : link.data?.status === 'open' ? null : link.data?.status)
  if (state) {
    const retry = () => {
      setClosed(null)
      refetch()
    }
    return <LinkClosedScreen state={state} onRetry={retry} />
  }
  if (link.error || !link.data) return <OfflineState onRetry={refetch} />
  return (
    <>
      <LinkSummary link={link.data} />
      <div className={styles.formArea}>
        <Suspense fallback={<FormPlaceholder />}>
          <WithChakra>
            <GuestPaymentForm token={token} link={link.data} onClosed={setClosed} />
          </WithChakra>
        </Suspense>
      </div>
    </>
  )
}
