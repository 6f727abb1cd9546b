/**
 * The order's status machine (spec section 4): an order starts pending and ends paid, refused
 * or canceled; a pending order that expires (Pix after 30 minutes, boleto after its seat hold)
 * becomes canceled. One move leaves paid: a refund (the gateway's refund or chargeback, or an
 * admin's refund) makes a paid order canceled with the reason `refunded`. A refused or canceled
 * order never changes again.
 */
export const orderStatuses = ['pending', 'paid', 'refused', 'canceled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const paymentMethods = ['card', 'boleto', 'pix'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * Why an order reached its status: shown in its history. `canceled_by_admin`: a pending order
 * canceled from the admin area; `refunded`: a paid order whose money went back to the payer;
 * `balance_paid`: a deposit order's balance paid (the order stays paid); `balance_overdue`: a
 * deposit order canceled because its balance was not paid by its due date and grace (issue 27);
 * `customer_request`: a paid order its buyer canceled (its money refunded by the policy, or a credit).
 */
export const statusReasons = [
  'placed',
  'approved',
  'confirmed',
  'declined',
  'processing_error',
  'expired',
  'canceled',
  'canceled_by_admin',
  'refunded',
  'balance_paid',
  'balance_overdue',
  'customer_request',
] as const
export type StatusReason = (typeof statusReasons)[number]

const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'refused', 'canceled'],
  paid: ['canceled'],
  refused: [],
  canceled: [],
}

/** Whether the machine has a move from `from` to `to` (paid → canceled only as a refund). */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => moves[from].includes(to)

/**
 * Whether the payment has its outcome: every status but pending. The buyer's wait (the live
 * status, the Pix screen) ends there; a paid order may still be refunded later, by an admin or
 * the gateway, which is no outcome of the payment the buyer waits for.
 */
export const isFinal = (status: OrderStatus): boolean => status !== 'pending'

/**
 * Refused and canceled orders give their seats back, once: a status is reached at most once (a
 * pending order's end, or a paid order's refund), each by a conditional UPDATE on the status it
 * leaves (src/server/sale/orders/moves.ts).
 */
export const releasesSeats = (status: OrderStatus): boolean => status === 'refused' || status === 'canceled'

/** A Pix code is valid for 30 minutes (spec section 9). */
export const PIX_VALIDITY_MS = 30 * 60_000

/**
 * A card order is settled while it is placed; if the server stops before the gateway answered,
 * the order would hold its seats for ever. So until its charge is recorded it carries this
 * expiry too, and the sweeper cancels it (the charge, if any, is found by its reference).
 */
export const CARD_CHARGE_TIMEOUT_MS = 30 * 60_000

/** A boleto is due this many calendar days after the order (moved to Monday when it falls on a weekend). */
export const BOLETO_DUE_DAYS = 3

/**
 * Days after the due date before a boleto order is canceled: a boleto paid on its due date is
 * confirmed by the bank's clearing one to three business days later (spec: "may take hours or
 * days"), so canceling at midnight would refuse money already paid.
 */
export const BOLETO_CLEARING_DAYS = 3

/**
 * The longest a boleto order holds its seats, whatever its due date says (issue 15, finding 4):
 * an unpaid boleto used to hold them up to 9 days, so a few could take a trip off sale. 72 h
 * covers a boleto paid the day it is issued or the next (the banks' clearing takes one to three
 * business days); one paid later finds its order canceled and is refunded (docs/PAYMENTS.md).
 */
export const BOLETO_SEAT_HOLD_MS = 72 * 3_600_000

/** Unpaid orders one account may have for one trip at a time (issue 15, finding 4: seat hoarding). */
export const MAX_PENDING_ORDERS_PER_TRIP = 2

/** Brazil has had no daylight saving time since 2019: São Paulo is UTC−3 all year. */
const SAO_PAULO_OFFSET = '-03:00'

const saoPauloWallClock = (at: Date): string => new Date(at.getTime() - 3 * 3_600_000).toISOString()

/** The date (yyyy-mm-dd) it is in São Paulo at `at`. */
export const saoPauloDate = (at: Date): string => saoPauloWallClock(at).slice(0, 10)

/** The time (HH:MM) it is in São Paulo at `at`: what mails and printed lists write. */
export const saoPauloTime = (at: Date): string => saoPauloWallClock(at).slice(11, 16)

/** The day (yyyy-mm-dd) `days` days after `date` (before, when negative). */
export const addDays = (date: string, days: number): string => {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

/** The instant São Paulo's day `date` (yyyy-mm-dd) begins, `days` days later: day periods of the admin area. */
export const saoPauloDayStart = (date: string, days = 0): Date => new Date(`${addDays(date, days)}T00:00:00${SAO_PAULO_OFFSET}`)

/** The instant it is `time` (HH:MM) on `date` (yyyy-mm-dd) in São Paulo: the times trips store (flights). */
export const saoPauloInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00${SAO_PAULO_OFFSET}`)

/** The due date of a boleto issued at `at`: BOLETO_DUE_DAYS later in São Paulo, a weekend moved to Monday. */
export function boletoDueDate(at: Date): string {
  const due = addDays(saoPauloDate(at), BOLETO_DUE_DAYS)
  const weekday = new Date(`${due}T00:00:00Z`).getUTCDay()
  return weekday === 6 ? addDays(due, 2) : weekday === 0 ? addDays(due, 1) : due
}

/**
 * When a pending order is canceled by itself: a Pix order 30 minutes after it was placed, a
 * boleto order at the end of its due date plus the clearing days (São Paulo time) or when its
 * seat hold ends, whichever comes first; a card order never (its charge is answered while it is placed).
 */
export function expiryOf(method: PaymentMethod, placedAt: Date, boletoDue: string | null): Date | null {
  if (method === 'pix') return new Date(placedAt.getTime() + PIX_VALIDITY_MS)
  if (method === 'boleto') {
    if (!boletoDue) throw new Error('a boleto order needs its due date')
    const afterClearing = new Date(`${addDays(boletoDue, BOLETO_CLEARING_DAYS + 1)}T00:00:00${SAO_PAULO_OFFSET}`)
    return new Date(Math.min(afterClearing.getTime(), placedAt.getTime() + BOLETO_SEAT_HOLD_MS))
  }
  return null
}

export const isExpired = (order: { status: OrderStatus; expiresAt: string | null }, now: Date): boolean =>
  order.status === 'pending' && order.expiresAt !== null && new Date(order.expiresAt).getTime() <= now.getTime()

/** The spec's purchase views: pending payment, confirmed trip, refused payment, canceled payment. */
export const purchaseGroups = { pending: 'pendingPayment', paid: 'confirmed', refused: 'refusedPayment', canceled: 'canceledPayment' } as const satisfies Record<
  OrderStatus,
  string
>
export type PurchaseGroup = (typeof purchaseGroups)[OrderStatus]
