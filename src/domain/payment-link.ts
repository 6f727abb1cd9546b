import * as v from 'valibot'
import { isPersonName, personNameMessage } from './text.ts'
import { creditCodeSchema, orderItemSchema, orderPlanSchema, payerSchema, paymentSchema, type OrderItem } from './order.ts'
import type { OrderStatus } from './order-status.ts'
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, paymentLinkMessages } from './payment-link-messages.ts'
import type { PaymentLinkStatus } from './payment-link-query.ts'
import { emailSchema, phoneSchema } from './user.ts'
import { fieldMessages as m } from './user-messages.ts'

export { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, paymentLinkMessages } from './payment-link-messages.ts'
export { paymentLinkListQuerySchema, paymentLinkStatuses, type PaymentLinkListQuery, type PaymentLinkStatus } from './payment-link-query.ts'

/**
 * The agency channel's payment links (docs/AGENCIES.md): an approved agency makes a link for a
 * trip option and some people, or for a product, at the price of the day (frozen on the link);
 * its customer pays it at /externalPayment?link=TOKEN with no account.
 */

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, m.maxLength(max)),
      v.transform((text) => text || undefined),
    ),
  )
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** Who the agency sells to: every field optional, so a link can be made before the customer says who pays. */
export const linkCustomerSchema = v.object({
  name: v.pipe(
    optionalText(120),
    v.check((name) => name === undefined || isPersonName(name), personNameMessage),
  ),
  email: v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(emailSchema))),
  phone: v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(phoneSchema))),
})

/** POST /api/agency/payment-links. */
export const createPaymentLinkSchema = v.object({
  item: orderItemSchema,
  customer: v.optional(linkCustomerSchema),
  expiresInDays: v.optional(
    v.pipe(
      v.number(paymentLinkMessages.expiresInDays),
      v.integer(paymentLinkMessages.expiresInDays),
      v.minValue(1, paymentLinkMessages.expiresInDays),
      v.maxValue(LINK_MAX_DAYS, paymentLinkMessages.expiresInDays),
    ),
    LINK_DEFAULT_DAYS,
  ),
})
export type CreatePaymentLinkInput = v.InferInput<typeof createPaymentLinkSchema>
export type CreatePaymentLink = v.InferOutput<typeof createPaymentLinkSchema>

/** POST /api/payment-links/{token}/orders (with an `Idempotency-Key`): the checkout's payer and payment. */
export const placeLinkOrderSchema = v.object({ payer: payerSchema, payment: paymentSchema, plan: orderPlanSchema })
export type PlaceLinkOrder = v.InferOutput<typeof placeLinkOrderSchema>

/** POST /api/payment-links/{token}/credit: a guest's credit checked before paying (a guest's credit is its payer email's). */
export const guestCreditCheckSchema = v.object({ code: creditCodeSchema, email: emailSchema })

/** POST /api/payment-links/{token}/credit (200): what the credit can pay. */
export interface GuestCredit {
  code: string
  balanceCents: number
  expiresAt: string
}

// ── Answers ──────────────────────────────────────────────────────────────────────────────

/** POST /api/agency/payment-links (201) and each item of its list. */
export interface PaymentLink {
  token: string
  /** The absolute /externalPayment?link=TOKEN address to send the customer. */
  url: string
  status: PaymentLinkStatus
  /** Frozen when the link was made. */
  amountCents: number
  expiresAt: string
  createdAt: string
  item: OrderItem
  customer: { name: string | null; email: string | null; phone: string | null }
  /** The order placed through the link that is pending or paid; null while nobody is paying. */
  order: { code: string; status: OrderStatus; payerName: string; paidAt: string | null } | null
}

/** GET /api/payment-links/{token} (public): what the buyer sees; 410 answers carry `status` too. */
export interface PublicPaymentLink {
  status: PaymentLinkStatus
  item: OrderItem
  amountCents: number
  expiresAt: string
  agency: { name: string }
  /** The trip's cover picture, for the page's header; null for a product without a photo. */
  imageUrl: string | null
  /** Installment rules of the item, as the normal checkout gets them from the trip. */
  maxInstallments: number
  boletoInstallments: boolean
}

/** POST /api/payment-links/{token}/orders (201): the order as the checkout answers it, plus the guest's access token. */
export interface GuestOrderPlaced {
  code: string
  status: OrderStatus
  amountCents: number
  /** Opens /api/external-orders/{code} (Authorization: Bearer) and /external-post-checkout?order=CODE#token=…; nothing else. */
  accessToken: string
}

/**
 * The buyer's page for an order bought through a link. The access token, when given (the mails),
 * goes in the fragment, which never reaches a server, a proxy's log or a Referer; the gateway's
 * return address carries the code only (the browser kept the token).
 */
export const externalPostCheckoutPath = (code: string, accessToken?: string) =>
  `/external-post-checkout?order=${encodeURIComponent(code)}${accessToken === undefined ? '' : `#token=${encodeURIComponent(accessToken)}`}`

export const externalPaymentPath = (token: string) => `/externalPayment?link=${encodeURIComponent(token)}`
