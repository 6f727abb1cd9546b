import * as v from 'valibot'
import type { PaymentMethod } from './order-status.ts'
import { daysBeforeDeparture, policyPenalty, type CancellationPolicy, type CancellationTier } from './sale-terms.ts'
import { freeText } from './text.ts'

/*
 * A buyer's cancellation of a paid order (issue 27, docs/PAYMENTS.md "Cancellation"): the quote
 * shown before anything happens, and how its refund is split over the order's payments. Pure,
 * so the server, the client and the property tests read the same rules.
 */

export const cancellationMessages = {
  choice: 'Choose a refund or a credit',
  creditUnavailable: 'This trip offers no credit: choose a refund',
  pixKeyRequired: 'A bank slip cannot be refunded by the bank: give a Pix key for the refund',
  pixKey: 'Use a Pix key of at most 140 characters',
  notCancelable: 'This order can no longer be canceled',
  refundAbovePaid: (paidCents: number) => `The refund cannot be more than what was paid (${paidCents} cents)`,
} as const

export const cancellationChoices = ['refund', 'credit'] as const
export type CancellationChoice = (typeof cancellationChoices)[number]

/** POST …/cancellation. `pixKey`: where a boleto's money goes back (a boleto has no way back through the bank). */
export const cancelOrderRequestSchema = v.object({
  choice: v.picklist(cancellationChoices, cancellationMessages.choice),
  pixKey: v.optional(v.pipe(freeText(), v.trim(), v.minLength(1, cancellationMessages.pixKey), v.maxLength(140, cancellationMessages.pixKey))),
})
export type CancelOrderRequest = v.InferOutput<typeof cancelOrderRequestSchema>

/**
 * Why the quote is what it is: `withdrawal_right` (within 7 days of the purchase: everything back),
 * `policy_tier` (the tier of `tier`); or why it is not allowed: `not_paid`, `departed`,
 * `not_a_trip` (a product), `balance_pending` (a balance payment is waiting: wait for it first).
 */
export const quoteReasons = ['withdrawal_right', 'policy_tier', 'not_paid', 'departed', 'not_a_trip', 'balance_pending'] as const
export type QuoteReason = (typeof quoteReasons)[number]

/** How a canceled order was settled, on the order's answers (null for an order not canceled by a buyer or an admin's cancellation). */
export interface OrderCancellation {
  reason: 'customer_request' | 'canceled_by_admin'
  choice: CancellationChoice
  refundCents: number
  penaltyCents: number
  credit: { code: string; amountCents: number; expiresAt: string } | null
}

/** GET /api/me/orders/{code}/cancellation (and the guest's twin). */
export interface CancellationQuote {
  allowed: boolean
  withdrawalRight: boolean
  /** What the order holds now (its ledger's sum). */
  paidCents: number
  penaltyCents: number
  refundCents: number
  /** The credit the buyer may take instead of the refund, worth everything paid; null when the trip offers none. */
  creditCents: number | null
  reason: QuoteReason
  /** The policy's tier that applies (`policy_tier`), else null. */
  tier: CancellationTier | null
}

export interface QuotedOrder {
  status: string
  amountCents: number
  paidCents: number
  /** A trip's check-in; null for a product. */
  checkIn: string | null
  purchasedAt: Date
  /** A balance charge waiting for its payment. */
  balancePending: boolean
}

/** The quote of cancelling `order` at `now` under `policy`. */
export function cancellationQuote(order: QuotedOrder, policy: CancellationPolicy, now: Date): CancellationQuote {
  const refused = (reason: QuoteReason): CancellationQuote => ({
    allowed: false,
    withdrawalRight: false,
    paidCents: order.paidCents,
    penaltyCents: 0,
    refundCents: 0,
    creditCents: null,
    reason,
    tier: null,
  })
  if (order.status !== 'paid') return refused('not_paid')
  if (order.checkIn === null) return refused('not_a_trip')
  if (daysBeforeDeparture(order.checkIn, now) < 0) return refused('departed')
  if (order.balancePending) return refused('balance_pending')
  const { withdrawalRight, tier, penaltyCents } = policyPenalty(order, policy.tiers, now)
  return {
    allowed: true,
    withdrawalRight,
    paidCents: order.paidCents,
    penaltyCents,
    refundCents: order.paidCents - penaltyCents,
    creditCents: policy.creditMonths === null ? null : order.paidCents,
    reason: withdrawalRight ? 'withdrawal_right' : 'policy_tier',
    tier,
  }
}

/** A payment of the order with what it still holds (paid less refunded). */
export interface HeldCharge<K> {
  key: K
  method: PaymentMethod
  heldCents: number
}

/**
 * Splits a refund over the order's payments: cards and Pix first (the gateway gives them back),
 * the latest first, and a boleto's part last (it needs a Pix key and an admin to send it). Never
 * more from a payment than it holds; the parts add up to `refundCents` (at most what is held).
 */
export function splitRefund<K>(charges: readonly HeldCharge<K>[], refundCents: number): { key: K; method: PaymentMethod; cents: number }[] {
  const order = [...charges.filter((charge) => charge.method !== 'boleto').reverse(), ...charges.filter((charge) => charge.method === 'boleto').reverse()]
  let left = refundCents
  const parts: { key: K; method: PaymentMethod; cents: number }[] = []
  for (const charge of order) {
    const cents = Math.min(left, Math.max(0, charge.heldCents))
    if (cents > 0) parts.push({ key: charge.key, method: charge.method, cents })
    left -= cents
  }
  return parts
}

/** When a credit issued at `at` for `months` months stops being usable. */
export function creditExpiresAt(at: Date, months: number): Date {
  const expires = new Date(at)
  expires.setUTCMonth(expires.getUTCMonth() + months)
  return expires
}

/** GET /api/me/credits: one credit of the account's. */
export interface TravelCredit {
  code: string
  amountCents: number
  /** What is left to spend. */
  balanceCents: number
  expiresAt: string
  /** The code of the canceled order it came from. */
  fromOrder: string
}
