import * as v from 'valibot'
import { tripIdParam } from './list-queries.ts'

/** Days the sales chart covers, today included (São Paulo days). */
export const SALES_CHART_DAYS = 90

/** GET /api/admin/dashboard/sales?tripId=: every trip's sales, or one trip's. */
export const dashboardSalesQuery = v.object({
  tripId: v.optional(tripIdParam),
})
export type DashboardSalesQuery = v.InferOutput<typeof dashboardSalesQuery>

/** One São Paulo day: the orders paid that day that are still paid (refunds and cancellations left out). */
export interface SalesDay {
  /** yyyy-mm-dd */
  date: string
  orders: number
  revenueCents: number
}

/** GET /api/admin/dashboard/sales: the last 90 days, oldest first, a day without sales as zeros. */
export interface DashboardSales {
  /** The first and last day (yyyy-mm-dd, São Paulo). */
  from: string
  to: string
  /** The trip asked for; null: every trip. */
  tripId: number | null
  days: SalesDay[]
  totals: { orders: number; revenueCents: number }
  /** The trips the filter offers: those with sales in the period (and the one asked for), by name. */
  trips: { id: number; name: string }[]
}
