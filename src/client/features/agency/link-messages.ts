import { t } from '@lingui/core/macro'
import { paymentLinkMessages as m } from '../../../domain/payment-link.ts'
import { ApiError } from '../../api.ts'
import { translateOrderMessage } from '../checkout/order-messages.ts'

/**
 * The payment-link API's English texts (src/domain/payment-link.ts) in the reader's language;
 * the item's texts (people, seats, trip on sale) are the orders API's. Call while rendering, so a
 * change of language redraws them.
 */
const fixed: Record<string, () => string> = {
  [m.copied]: () => t`Payment link copied`,
  [m.notApproved]: () => t`Your agency is waiting for approval by the agency team: payment links open once it is approved`,
  [m.expiresInDays]: () => t`Choose from 1 to 30 days`,
  [m.notFound]: () => t`Could not find this payment link`,
  [m.expired]: () => t`This payment link has expired`,
  [m.canceled]: () => t`This payment link was canceled`,
  [m.paid]: () => t`This payment link was already paid`,
  [m.notOpen]: () => t`Only an open payment link can be canceled`,
  [m.paymentInProgress]: () => t`A payment on this link is already in progress: finish it or wait until it ends`,
}

export function translateLinkMessage(text: string): string {
  const field = /^[\w.]+: (.+)$/.exec(text)?.[1] ?? text
  return fixed[field]?.() ?? translateOrderMessage(text)
}

/** What to tell the agency about a failed request, in its language. */
export function describeLinkError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return t`No connection. Check your internet and try again.`
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return translateLinkMessage(error.message)
  return t`Something did not go right, try again`
}
