import { paymentLinkMessages as m } from '../../../domain/payment-link-messages.ts'
import { ApiError } from '../../api.ts'

/** What the link page shows instead of the form: each closed state has its own page. */
export type ClosedLink = 'not-found' | 'expired' | 'canceled' | 'paid' | 'in-progress'

const byMessage: Record<string, ClosedLink> = {
  [m.notFound]: 'not-found',
  [m.expired]: 'expired',
  [m.canceled]: 'canceled',
  [m.paid]: 'paid',
  [m.paymentInProgress]: 'in-progress',
}

/**
 * The page a link API error calls for, or null when the form (or a retry) should show it: 404 is
 * an unknown link (reading it, any 404; paying, only the link's own, not a trip's); 410 says by
 * its message whether the link expired, was canceled or was paid; 409 "payment in progress" is
 * another buyer's order on the link, still pending.
 */
export function closedLinkOf(error: unknown, { paying = false } = {}): ClosedLink | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 404) return !paying || error.message === m.notFound ? 'not-found' : null
  if (error.status === 410) return byMessage[error.message] ?? 'expired'
  if (error.status === 409 && error.message === m.paymentInProgress) return 'in-progress'
  return null
}
