import type { ApiErrorCode } from '../../../domain/error-codes.ts'
import { ApiError } from '../../api-error.ts'

/** What the link page shows instead of the form: each closed state has its own page. */
export type ClosedLink = 'not-found' | 'expired' | 'canceled' | 'paid' | 'agency-suspended' | 'in-progress'

const byCode: Partial<Record<ApiErrorCode, ClosedLink>> = {
  'payment_link.not_found': 'not-found',
  'payment_link.expired': 'expired',
  'payment_link.canceled': 'canceled',
  'payment_link.paid': 'paid',
  'payment_link.agency_suspended': 'agency-suspended',
  'payment_link.payment_in_progress': 'in-progress',
}

/**
 * The page a link API error calls for, or null when the form (or a retry) should show it: 404 is
 * an unknown link (reading it, any 404; paying, only the link's own, not a trip's); 410 says by
 * its code whether the link expired, was canceled or was paid, or its agency is suspended; 409 "payment in progress" is
 * another buyer's order on the link, still pending.
 */
export function closedLinkOf(error: unknown, { paying = false } = {}): ClosedLink | null {
  if (!(error instanceof ApiError)) return null
  const closed = byCode[error.code as ApiErrorCode]
  if (error.status === 404) return !paying || closed === 'not-found' ? 'not-found' : null
  if (error.status === 410) return closed ?? 'expired'
  if (error.status === 409 && closed === 'in-progress') return 'in-progress'
  return null
}
