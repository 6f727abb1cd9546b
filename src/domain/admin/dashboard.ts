import type { OrderStatus, PaymentMethod } from '../order-status.ts'

/** GET /api/admin/dashboard: how sales are going, in São Paulo's today and this month. */
export interface AdminDashboard {
  /** When the figures were read (ISO). */
  at: string
  today: SalesPeriod
  month: SalesPeriod
  /** Published trips not yet departed, most seats taken first (at most 10). */
  fillingUp: FillingTrip[]
  pending: PendingPayments
  /** Trips leaving in the next 14 days (today included), soonest first. */
  departures: Departure[]
  /** Where the sales' money stands (issue 27). */
  money: SalesMoney
}

/**
 * The sales split by where the money stands: collected and refunded this month (São Paulo), and,
 * as of now, the balances due, the refunds still to send by hand and the credits outstanding.
 */
export interface SalesMoney {
  /** The gateways' charges paid this month (whole prices, deposits, balances); credits spent are not money in. */
  collectedCents: number
  /** Balances of paid deposit orders not paid yet (open, waiting for their charge, or overdue). */
  dueCents: number
  /** Refunds decided this month, sent or not. */
  refundedCents: number
  /** Refunds decided and not sent yet, of any month (a boleto's to a Pix key, one the gateway refused). */
  refundOwedCents: number
  /** What the buyers' credits still hold, unexpired. */
  creditOutstandingCents: number
}

export interface SalesPeriod {
  /** The period's first day (yyyy-mm-dd, São Paulo). */
  from: string
  orders: number
  /** What paid orders of the period bring in. */
  revenueCents: number
  byStatus: { status: OrderStatus; count: number; amountCents: number }[]
  byMethod: { method: PaymentMethod; count: number; paidCount: number; revenueCents: number }[]
}

export interface FillingTrip {
  id: number
  name: string
  checkIn: string
  vacancies: number
  /** Seats no longer on sale: paid plus held by orders waiting for payment. */
  seatsTaken: number
  seatsPaid: number
}

export interface PendingPayments {
  count: number
  amountCents: number
  /** The oldest pending orders, oldest first (at most 5). */
  oldest: { code: string; createdAt: string; expiresAt: string | null; amountCents: number; method: PaymentMethod; payerName: string }[]
}

/** Days ahead the dashboard lists departures for, today included. */
export const DEPARTURE_DAYS = 14

/** A trip leaving soon: its seats sold and what its paid orders still lack of their travellers (docs/TRAVELLERS.md). */
export interface Departure {
  id: number
  name: string
  checkIn: string
  vacancies: number
  /** Seats of paid orders. */
  seatsSold: number
  /** Travellers of paid orders not complete yet (name, document or birth date missing). */
  travellersMissing: number
  /** The paid orders with a traveller not complete, by payer name. */
  incompleteOrders: { code: string; payerName: string; people: number; missing: number }[]
}
