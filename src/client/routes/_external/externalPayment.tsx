import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkQueryOptions } from '../../features/external-checkout/api.ts'
import { ensureExternalCatalog } from '../../features/external-checkout/catalog.ts'
import { startPaymentForm } from '../../features/external-checkout/payment-form-loader.ts'
import { ensurePublicAnswer } from '../../public-answers.ts'
import { PaymentLinkScreen } from '../../features/external-checkout/components/payment-link-screen.tsx'
import { LinkClosedScreen } from '../../features/external-checkout/components/link-closed-screen.tsx'

/** ?link=TOKEN: the link's token (base64url); anything else is no link. */
const parseSearch = (search: Record<string, unknown>): { link?: string } => {
  const link = typeof search.link === 'string' || typeof search.link === 'number' ? String(search.link) : ''
  return /^[\w-]{16,200}$/.test(link) ? { link } : {}
}

/**
 * /externalPayment?link=TOKEN: a payment link, paid without an account (issue 13). Drawn
 * without Chakra, so a phone opening it from WhatsApp gets the summary at once.
 */
export const Route = createFileRoute('/_external/externalPayment')({
  staticData: { chakra: false },
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ link: search.link }),
  loader: async ({ deps }) => {
    if (deps.link) startPaymentForm()
    // A failure is the screen's to show (a closed link, offline), as Query's prefetch left it.
    const link = deps.link ? ensurePublicAnswer(paymentLinkQueryOptions(deps.link)).catch(() => undefined) : undefined
    await Promise.all([ensureExternalCatalog(), link])
  },
  component: ExternalPaymentPage,
})

function ExternalPaymentPage() {
  const { link } = Route.useSearch()
  return link ? <PaymentLinkScreen key={link} token={link} /> : <LinkClosedScreen state="not-found" />
}
