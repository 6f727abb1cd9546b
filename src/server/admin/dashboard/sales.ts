import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { SALES_CHART_DAYS, type DashboardSales, type DashboardSalesQuery } from '../../../domain/admin/dashboard-sales.ts'
import { addDays, saoPauloDate, saoPauloDayStart } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { orderStatusHistory, orders, trips } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'

/** The São Paulo day of the payment (UTC−3 all year: domain/order-status.ts), whatever the session's time zone. */
const paidDay = sql<string>`to_char((${orderStatusHistory.at} at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')`

/**
 * GET /api/admin/dashboard/sales: the orders paid on each of the last 90 São Paulo days that are
 * paid still (an order refunded later is canceled and leaves the day it was paid), by the day of
 * their payment (the order's first 'paid' history row: a balance's is not another sale), for every trip or one.
 */
export async function readDashboardSales(db: Db, now: Date, query: DashboardSalesQuery): Promise<DashboardSales> {
  const to = saoPauloDate(now)
  const from = addDays(to, 1 - SALES_CHART_DAYS)
  const paidInPeriod = and(
    eq(orders.status, 'paid'),
    eq(orderStatusHistory.status, 'paid'),
    // A deposit order is sold the day its deposit is paid; its balance's row is no second sale.
    ne(orderStatusHistory.reason, 'balance_paid'),
    gte(orderStatusHistory.at, saoPauloDayStart(from)),
    lt(orderStatusHistory.at, saoPauloDayStart(to, 1)),
  )
  const [perDay, tripsSold, asked] = await Promise.all([
    db
      .select({ date: paidDay, orders: sql`count(*)`.mapWith(Number), revenueCents: sql`sum(${orders.amountCents})`.mapWith(Number) })
      .from(orders)
      .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
      .where(and(paidInPeriod, query.tripId === undefined ? undefined : eq(orders.tripId, query.tripId)))
      .groupBy(paidDay),
    db
      .selectDistinct({ id: trips.id, name: trips.name })
      .from(orders)
      .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
      .innerJoin(trips, eq(trips.id, orders.tripId))
      .where(paidInPeriod),
    query.tripId === undefined ? undefined : db.select({ id: trips.id, name: trips.name }).from(trips).where(eq(trips.id, query.tripId)),
  ])
  const [askedTrip] = asked ?? []
  if (asked && !askedTrip) throw apiError('order.trip_not_found')
  const byDate = new Map(perDay.map((day) => [day.date, day]))
  const days = Array.from({ length: SALES_CHART_DAYS }, (_, index) => {
    const date = addDays(from, index)
    const sold = byDate.get(date)
    return { date, orders: sold?.orders ?? 0, revenueCents: sold?.revenueCents ?? 0 }
  })
  const offered = askedTrip && !tripsSold.some((trip) => trip.id === askedTrip.id) ? [...tripsSold, askedTrip] : tripsSold
  return {
    from,
    to,
    tripId: query.tripId ?? null,
    days,
    totals: { orders: days.reduce((sum, day) => sum + day.orders, 0), revenueCents: days.reduce((sum, day) => sum + day.revenueCents, 0) },
    trips: offered.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id),
  }
}
