import * as v from 'valibot'
import { freeText } from './text.ts'
import { monthMessage, monthSchema } from './commission-query.ts'

export { commissionQuerySchema, type CommissionQuery } from './commission-query.ts'

/**
 * Agency commissions (docs/AGENCIES.md): an order credited to an agency counts in the month
 * (São Paulo) it was paid, at the commission rate snapshotted on the order; a paid order later
 * refunded or canceled counts negatively in the month that happened, so a closed month never
 * changes. Payouts are recorded against a month.
 */

export const commissionMessages = {
  month: monthMessage,
  amount: 'The amount must be more than R$ 0,00',
  paidOn: 'Invalid date',
  agencyNotFound: 'Could not find the agency',
  note: 'Maximum length 500 characters',
} as const

/** Rounds half away from zero to the cent: sales × basis points / 10000. */
export const commissionOf = (salesCents: number, basisPoints: number): number => {
  const exact = salesCents * basisPoints
  const sign = exact < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(exact) + 5_000) / 10_000)
}

/** What one agency sold in the month, what it earned, what was paid out and what is left. */
export interface CommissionLine {
  agencyId: number
  name: string
  sellerCode: string | null
  /** Orders paid in the month, less those refunded or canceled in it after being paid. */
  orders: number
  salesCents: number
  /** Σ per snapshot rate of round-half-up(sales × rate); negative adjustments included. */
  commissionCents: number
  paidOutCents: number
  balanceCents: number
}

export interface CommissionReport {
  month: string
  items: CommissionLine[]
  total: number
  page: number
  pageSize: number
  totals: { orders: number; salesCents: number; commissionCents: number; paidOutCents: number; balanceCents: number }
}

/** One order in a line's drill-down: a sale (positive) or a later refund/cancellation (negative). */
export interface CommissionEntry {
  code: string
  kind: 'sale' | 'reversal'
  at: string
  itemName: string
  payerName: string
  salesCents: number
  commissionBasisPoints: number
  commissionCents: number
  /** Through a payment link, or by the seller code. */
  channel: 'link' | 'seller-code'
}

export interface CommissionPayout {
  id: number
  month: string
  amountCents: number
  paidOn: string
  note: string
  createdAt: string
}

/** POST /api/admin/commissions/payouts: the payout, with the agency it went to. */
export interface RecordedPayout extends CommissionPayout {
  agencyId: number
}

/** GET /api/admin/commissions/{agencyId}?month= and GET /api/agency/commissions/orders?month=: a statement. */
export interface CommissionStatement {
  month: string
  line: CommissionLine
  entries: CommissionEntry[]
  payouts: CommissionPayout[]
}

/** POST /api/admin/commissions/payouts. */
export const payoutSchema = v.object({
  // At most the database's integer: a larger id failed the query itself with a 500 (found by tests/api/fuzz.test.ts).
  agencyId: v.pipe(
    v.number(commissionMessages.agencyNotFound),
    v.integer(commissionMessages.agencyNotFound),
    v.minValue(1, commissionMessages.agencyNotFound),
    v.maxValue(2_147_483_647, commissionMessages.agencyNotFound),
  ),
  month: monthSchema,
  amountCents: v.pipe(
    v.number(commissionMessages.amount),
    v.integer(commissionMessages.amount),
    v.minValue(1, commissionMessages.amount),
    v.maxValue(2_000_000_000, commissionMessages.amount),
  ),
  paidOn: v.optional(v.pipe(v.string(commissionMessages.paidOn), v.isoDate(commissionMessages.paidOn))),
  note: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(500, commissionMessages.note)), ''),
})
export type Payout = v.InferOutput<typeof payoutSchema>
