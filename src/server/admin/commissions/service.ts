import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { CommissionLine, CommissionReport } from '../../../domain/admin-agency.ts'
import type { AdminListQuery } from '../../../domain/admin-list.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import { UserType } from '../../../domain/session.ts'
import type { Db } from '../../db/client.ts'
import { orderStatusHistory, orders, users } from '../../db/schema.ts'
import { orderByOf, pageWindow, textSearch } from '../list-query.ts'

type CommissionListQuery = AdminListQuery<'name' | 'orders' | 'salesCents' | 'commissionCents'> & { month?: string }

/** The month's first instant and the next month's, in São Paulo (UTC−3 all year since 2019: see domain/order-status.ts). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const midnight = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1, 3))
  return { start: midnight(year, monthNumber), end: monthNumber === 12 ? midnight(year + 1, 1) : midnight(year, monthNumber + 1) }
}

/**
 * What each agency earned in a month: its account's orders paid in that month (so a closed month
 * never changes), their total, and the commission at the agency's percentage, rounded half up to
 * the cent on the agency's total. Only agencies that sold in the month are listed; the totals
 * cover every listed agency, not only the page.
 */
export async function commissionReport(db: Db, query: CommissionListQuery, now: Date): Promise<CommissionReport> {
  const month = query.month ?? saoPauloDate(now).slice(0, 7)
  const { start, end } = monthBounds(month)
  const sales = sql`sum(${orders.amountCents})`
  const lines = db.$with('commission_lines').as(
    db
      .select({
        agencyId: sql<number>`${users.id}`.as('agency_id'),
        name: sql<string>`${users.firstName}`.as('name'),
        sellerCode: sql<string | null>`${users.sellerCode}`.as('seller_code'),
        commissionBasisPoints: sql<number | null>`${users.commissionBasisPoints}`.as('commission_basis_points'),
        orders: sql<number>`count(*)`.as('orders'),
        salesCents: sql<number>`${sales}`.as('sales_cents'),
        // Integer division of non-negative numbers: + 5000 rounds half up.
        commissionCents: sql<number | null>`(${sales} * ${users.commissionBasisPoints} + 5000) / 10000`.as('commission_cents'),
      })
      .from(users)
      .innerJoin(orders, and(eq(orders.userId, users.id), eq(orders.status, 'paid')))
      .innerJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'paid')))
      .where(and(eq(users.type, UserType.agency), gte(orderStatusHistory.at, start), lt(orderStatusHistory.at, end)))
      .groupBy(users.id),
  )
  const where = and(...textSearch(query.q, [lines.name, lines.sellerCode]))
  const rows = await db
    .with(lines)
    .select({
      agencyId: lines.agencyId,
      name: lines.name,
      sellerCode: lines.sellerCode,
      commissionBasisPoints: lines.commissionBasisPoints,
      orders: sql`${lines.orders}`.mapWith(Number),
      salesCents: sql`${lines.salesCents}`.mapWith(Number),
      commissionCents: sql<number | null>`${lines.commissionCents}`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(lines)
    .where(where)
    .orderBy(
      ...orderByOf(query.sort, '-salesCents', { name: lines.name, orders: lines.orders, salesCents: lines.salesCents, commissionCents: lines.commissionCents }, lines.agencyId),
    )
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const [totals] = await db
    .with(lines)
    .select({
      count: sql`count(*)`.mapWith(Number),
      orders: sql`coalesce(sum(${lines.orders}), 0)`.mapWith(Number),
      salesCents: sql`coalesce(sum(${lines.salesCents}), 0)`.mapWith(Number),
      commissionCents: sql`coalesce(sum(${lines.commissionCents}), 0)`.mapWith(Number),
    })
    .from(lines)
    .where(where)
  const { count, ...sums } = totals!
  return { month, items: rows satisfies CommissionLine[], total: count, page: query.page, pageSize: query.pageSize, totals: sums }
}
