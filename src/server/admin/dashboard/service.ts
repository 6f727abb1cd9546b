import { and, asc, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm'
import type { AdminDashboard, SalesPeriod } from '../../../domain/admin/dashboard.ts'
import { orderStatuses, paymentMethods, saoPauloDate, saoPauloDayStart, type OrderStatus, type PaymentMethod } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { qualified } from '../../db/qualified.ts'
import { orders, trips } from '../../db/schema/index.ts'
import { payerName } from '../orders/list.ts'
import { readDepartures } from './departures.ts'
import { readSalesMoney } from './money.ts'

const FILLING_TRIPS = 10
const OLDEST_PENDING = 5

const number = (query: SQL) => query.mapWith(Number)

type SalesCell = { status: OrderStatus; method: PaymentMethod; count: number; amountCents: number }

/** One period's figures from the month's (status, method) cells. */
function salesPeriod(from: string, cells: SalesCell[]): SalesPeriod {
  const sum = (list: SalesCell[], pick: (cell: SalesCell) => number) => list.reduce((total, cell) => total + pick(cell), 0)
  const paid = cells.filter((cell) => cell.status === 'paid')
  return {
    from,
    orders: sum(cells, (cell) => cell.count),
    revenueCents: sum(paid, (cell) => cell.amountCents),
    byStatus: orderStatuses.map((status) => {
      const of = cells.filter((cell) => cell.status === status)
      return { status, count: sum(of, (cell) => cell.count), amountCents: sum(of, (cell) => cell.amountCents) }
    }),
    byMethod: paymentMethods.map((method) => {
      const of = cells.filter((cell) => cell.method === method)
      const paidOf = of.filter((cell) => cell.status === 'paid')
      return { method, count: sum(of, (cell) => cell.count), paidCount: sum(paidOf, (cell) => cell.count), revenueCents: sum(paidOf, (cell) => cell.amountCents) }
    }),
  }
}

/**
 * GET /api/admin/dashboard: the month's orders grouped by status and method (today's counted in
 * the same pass with FILTER), the trips filling up, the pending payments with their totals (window
 * sums over the oldest few), and the next departures (departures.ts).
 */
export async function readDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const today = saoPauloDate(now)
  const monthFirst = `${today.slice(0, 8)}01`
  const isToday = sql`${orders.createdAt} >= ${saoPauloDayStart(today).toISOString()}::timestamptz`
  const seatsTaken = sql<number>`${trips.vacancies} - ${trips.seatsLeft}`
  const pending = eq(orders.status, 'pending')

  const [sales, fillingUp, oldest, departures, money] = await Promise.all([
    db
      .select({
        status: orders.status,
        method: orders.method,
        todayCount: number(sql<number>`count(*) filter (where ${isToday})`),
        todayAmount: number(sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${isToday}), 0)`),
        monthCount: number(sql<number>`count(*)`),
        monthAmount: number(sql<number>`coalesce(sum(${orders.amountCents}), 0)`),
      })
      .from(orders)
      .where(gte(orders.createdAt, saoPauloDayStart(monthFirst)))
      .groupBy(orders.status, orders.method),
    db
      .select({
        id: trips.id,
        name: trips.name,
        checkIn: trips.checkIn,
        vacancies: trips.vacancies,
        seatsTaken: number(seatsTaken),
        seatsPaid: number(
          sql<number>`(select coalesce(sum(${qualified(orders.seatsHeld)}), 0) from ${orders} where ${qualified(orders.tripId)} = ${qualified(trips.id)} and ${qualified(orders.status)} = 'paid')`,
        ),
      })
      .from(trips)
      .where(and(eq(trips.published, true), gt(trips.checkIn, today), gt(trips.vacancies, 0)))
      .orderBy(desc(seatsTaken), asc(trips.checkIn), asc(trips.id))
      .limit(FILLING_TRIPS),
    db
      .select({
        code: orders.code,
        createdAt: orders.createdAt,
        expiresAt: orders.expiresAt,
        amountCents: orders.amountCents,
        method: orders.method,
        payerName,
        count: number(sql<number>`count(*) over ()`),
        totalCents: number(sql<number>`sum(${orders.amountCents}) over ()`),
      })
      .from(orders)
      .where(pending)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(OLDEST_PENDING),
    readDepartures(db, today),
    readSalesMoney(db, monthFirst, now),
  ])

  const cells = (pick: 'today' | 'month') =>
    sales.map((row) => ({
      status: row.status,
      method: row.method,
      count: pick === 'today' ? row.todayCount : row.monthCount,
      amountCents: pick === 'today' ? row.todayAmount : row.monthAmount,
    }))
  return {
    at: now.toISOString(),
    today: salesPeriod(today, cells('today')),
    month: salesPeriod(monthFirst, cells('month')),
    fillingUp,
    pending: {
      count: oldest[0]?.count ?? 0,
      amountCents: oldest[0]?.totalCents ?? 0,
      oldest: oldest.map(({ count: _, totalCents: __, createdAt, expiresAt, ...order }) => ({
        ...order,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt?.toISOString() ?? null,
      })),
    },
    departures,
    money,
  }
}
