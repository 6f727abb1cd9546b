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
