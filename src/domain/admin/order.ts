import type { ChargePurpose, LedgerKind } from '../ledger.ts'
import * as v from 'valibot'
import { freeText } from '../text.ts'
import { cancelOrderRequestSchema, type OrderCancellation } from '../cancellation.ts'
import type { BoletoSlip, Order, OrderBalance, StatusChange } from '../order.ts'
import { orderStatuses, paymentMethods, type OrderStatus, type PaymentMethod } from '../order-status.ts'
import type { GuestAccess } from '../guest-access.ts'

/**
 * The admin side of orders (GET /api/admin/orders, /api/admin/orders/{code}, its cancel) and the
 * filters of the orders screen, whose URL search is this same query. Periods are São Paulo days.
 */

export const adminOrderMessages = {
  status: `status must be one of: ${orderStatuses.join(', ')}`,
  method: `method must be one of: ${paymentMethods.join(', ')}`,
  tripId: 'tripId must be a whole number of 1 or more',
  date: 'Use a date as yyyy-mm-dd',
  periodOrder: 'The end of the period must not be before its start',
  cancelNotPending: 'Only an order waiting for payment can be canceled',
  refundNotPaid: 'Only a paid order can be refunded',
  refundGatewayFailed: 'The payment gateway did not refund the payment; nothing was changed. Try again, or refund it in the gateway panel first',
  cancelNoteLength: 'Maximum length 200 characters',
  refundNotFound: 'This order has no such refund',
  overrideNote: 'A note is required for an override',
  refundAlreadySent: 'This refund was already sent',
} as const

/** POST /api/admin/orders/{code}/cancel and /refund: the admin's optional words on why, kept in the status history. */
export const cancelOrderSchema = v.object({
  note: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(200, adminOrderMessages.cancelNoteLength)), ''),
})
export type CancelOrderInput = v.InferOutput<typeof cancelOrderSchema>

/**
 * POST /api/admin/orders/{code}/cancellation: a paid order canceled by an admin, by the policy's
 * quote, or with `refundCents` of their own (an override: the rest kept), which needs a `note`.
 */
export const adminCancelPaidSchema = v.pipe(
  v.object({
    ...cancelOrderRequestSchema.entries,
    refundCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    note: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(200, adminOrderMessages.cancelNoteLength)), ''),
  }),
  v.forward(
    v.partialCheck([['refundCents'], ['note']], (input) => input.refundCents === undefined || input.note !== '', adminOrderMessages.overrideNote),
    ['note'],
  ),
)
export type AdminCancelPaid = v.InferOutput<typeof adminCancelPaidSchema>

/** One row of GET /api/admin/orders. */
export interface AdminOrderSummary {
  code: string
  createdAt: string
  status: OrderStatus
  method: PaymentMethod
  installments: number
  itemName: string
  optionName: string | null
  people: number
  amountCents: number
  payer: { name: string; cpf: string; email: string }
  tripId: number | null
  /** A paid deposit order's balance (null otherwise): the column "Balance" and the filter `balance=due`. */
  balance: OrderBalance | null
  /** How a paid order canceled on request was settled; null for any other order. */
  cancellation: Omit<OrderCancellation, 'credit'> | null
  /** Refunds decided and not sent yet (a boleto's to a Pix key, one the gateway refused): an admin sends them by hand. */
  refundOwedCents: number
}

/** A status change as admins see it: who made it when an admin did, and their note. */
export interface AdminStatusChange extends StatusChange {
  by: { id: number; name: string } | null
  note: string
}

/** GET /api/admin/orders/{code}: the whole order, how it was paid, its history and the buyer's account. */
export interface AdminOrder extends Omit<Order, 'history'> {
  history: AdminStatusChange[]
  gateway: string
  /** The gateway's reference of the charge; null until the gateway answered. */
  chargeId: string | null
  /** Pix: when the code stops being payable. */
  pixExpiresAt: string | null
  boletoSlips: BoletoSlip[]
  paymentEvents: { gateway: string; eventId: string; receivedAt: string }[]
  /** The buyer's account; null for a guest's order (paid through a payment link, no account). */
  customer: { id: number; name: string; email: string } | null
  /** The trip's seats as they are now (a trip order); null for a product. */
  tripSeats: { left: number; vacancies: number } | null
  /** The agency credited with the sale, its seller code and rate as snapshotted on the order; null when no agency sold it. */
  agency: { id: number; name: string; sellerCode: string; commissionBasisPoints: number; channel: 'link' | 'seller-code' } | null
  /** A guest's order: until when its link opens it, and when an admin revoked it; null for an account's order. */
  guestAccess: GuestAccess | null
  /** Every movement of the order's money, oldest first (docs/PAYMENTS.md, "The ledger"). */
  ledger: LedgerEntry[]
  /** The Pix key the buyer gave, when canceling, for a boleto's refund (sent by hand); null otherwise. */
  refundPixKey: string | null
}

/** GET /api/admin/orders/refunds-owed: a refund decided but not sent (a boleto's to a Pix key, or one the gateway refused), oldest first. */
export interface OwedRefund {
  id: number
  code: string
  amountCents: number
  method: PaymentMethod | null
  pixKey: string | null
  payerName: string
  at: string
}

/** One row of an order's ledger: what moved, why, who and when. */
export interface LedgerEntry {
  /** Names a refund to mark sent (POST /api/admin/orders/{code}/refunds/{id}/sent). */
  id: number
  kind: LedgerKind
  amountCents: number
  purpose: ChargePurpose | null
  method: PaymentMethod | null
  chargeId: string | null
  source: 'buyer' | 'gateway' | 'admin' | 'system'
  /** The admin who made it, when one did. */
  by: { id: number; name: string } | null
  note: string
  at: string
  /** A refund: when the money left; null while it is still to send. */
  sentAt: string | null
}

/** GET /api/admin/orders/trips: the trips that have orders, for the screens' trip pickers. */
export interface TripWithOrders {
  id: number
  name: string
  checkIn: string
  orders: number
  paidOrders: number
}
