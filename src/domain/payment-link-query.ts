import * as v from 'valibot'
import { adminListQuery } from './admin/list.ts'

/**
 * The agency's payment links list query, apart from payment-link.ts: /agency/paymentLinks checks
 * its URL with it, and a route's `validateSearch` is in every first load, with the whole module it
 * imports (payment-link.ts would bring the order's and the user's schemas along).
 */

export const paymentLinkStatuses = ['open', 'paid', 'expired', 'canceled'] as const
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number]

/** GET /api/agency/payment-links: the agency's own links, newest first. */
export const paymentLinkListQuerySchema = adminListQuery(['createdAt', 'expiresAt', 'amountCents'], {
  status: v.optional(v.picklist(paymentLinkStatuses, `status must be one of: ${paymentLinkStatuses.join(', ')}`)),
})
export type PaymentLinkListQuery = v.InferOutput<typeof paymentLinkListQuerySchema>
