/**
 * The payment-link API's texts and the link's lifetime, apart from payment-link.ts: the link page's
 * first paint (its closed states) needs these texts, not the order's and the user's schemas.
 */

export const LINK_DEFAULT_DAYS = 7
export const LINK_MAX_DAYS = 30

/** Every English text the payment-link API sends; the client's catalog has one entry per text. */
export const paymentLinkMessages = {
  // The spec's toast (section 8).
  copied: 'Payment link copied',
  notApproved: 'Your agency is waiting for approval by the agency team: payment links open once it is approved',
  expiresInDays: `Choose from 1 to ${LINK_MAX_DAYS} days`,
  notFound: 'Could not find this payment link',
  expired: 'This payment link has expired',
  canceled: 'This payment link was canceled',
  paid: 'This payment link was already paid',
  agencySuspended: 'The agency that made this payment link cannot sell right now: ask it for another way to pay',
  notOpen: 'Only an open payment link can be canceled',
  paymentInProgress: 'A payment on this link is already in progress: finish it or wait until it ends',
  unknownSellerCode: 'Unknown seller code',
} as const
