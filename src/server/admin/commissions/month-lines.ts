import type { DbOrTx } from '../../db/client.ts'
import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { commissionOf, type CommissionLine } from '../../../domain/commission.ts'
import { UserType } from '../../../domain/session.ts'
import { commissionPayouts, orderLedger, orderStatusHistory, orders, users } from '../../db/schema/index.ts'
import { textSearch } from '../list-query.ts'

/** The month's first instant and the next month's, in São Paulo (UTC−3 all year since 2019: see domain/order-status.ts). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const midnight = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1, 3))
  return { start: midnight(year, monthNumber), end: monthNumber === 12 ? midnight(year + 1, 1) : midnight(year, monthNumber + 1) }
}

/** The history row is a sale (the order became paid) rather than a reversal. */
export const isSale = sql<boolean>`${orderStatusHistory.status} = 'paid'`

/**
 * What a movement row collected (issue 27: commission is earned on what the sale collected): a
 * sale row the charge it confirms (a deposit order's deposit, then its balance: `balance_paid`),
 * a reversal what went back (a deposit order's refunds in its ledger; a full order its price).
 */
export const movementCents = sql<number>`case
  when ${isSale} and ${orderStatusHistory.reason} = 'balance_paid' then ${orders.amountCents} - ${orders.depositCents}
  when ${isSale} then coalesce(${orders.depositCents}, ${orders.amountCents})
  when ${orders.plan} = 'deposit' then -(select coalesce(sum(${orderLedger.amountCents}), 0) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id} and ${orderLedger.kind} = 'refund')
  else -${orders.amountCents} end`

/** A movement's count of orders: a sale +1 (a balance adds none: the order was counted with its deposit), a reversal −1. */
const movementOrders = sql<number>`case when ${isSale} and ${orderStatusHistory.reason} = 'balance_paid' then 0 when ${isSale} then 1 else -1 end`

/**
 * The history rows that move an agency's commission in `month`: an order credited to an agency
 * becoming paid (a sale), or such an order becoming canceled after it was paid (a refund: a
 * reversal). Each counts in the month of its own row, so a later refund never rewrites the month
 * of the sale. Read from order_status_history joined to orders.
 */
export function monthMovements(month: string, agencyId?: number): SQL {
  const { start, end } = monthBounds(month)
  const canceledAfterPaid = and(
    eq(orderStatusHistory.status, 'canceled'),
    sql`exists (select 1 from ${orderStatusHistory} as paid_row where paid_row.order_id = ${orderStatusHistory.orderId} and paid_row.status = 'paid')`,
  )
  return and(
    agencyId === undefined ? isNotNull(orders.agencyId) : eq(orders.agencyId, agencyId),
    gte(orderStatusHistory.at, start),
    lt(orderStatusHistory.at, end),
    or(eq(orderStatusHistory.status, 'paid'), canceledAfterPaid),
  )!
}

/** Per agency and snapshot rate: the month's orders and sales, reversals counted negatively. */
async function salesByRate(db: DbOrTx, month: string, agencyId?: number) {
  return db
    .select({
      agencyId: sql<number>`${orders.agencyId}`,
      basisPoints: sql<number>`${orders.commissionBasisPoints}`,
      orders: sql`sum(${movementOrders})`.mapWith(Number),
      salesCents: sql`sum(${movementCents})`.mapWith(Number),
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(monthMovements(month, agencyId))
    .groupBy(orders.agencyId, orders.commissionBasisPoints)
}

async function payoutsOf(db: DbOrTx, month: string, agencyId?: number) {
  return db
    .select({ agencyId: commissionPayouts.agencyId, paidOutCents: sql`sum(${commissionPayouts.amountCents})`.mapWith(Number) })
    .from(commissionPayouts)
    .where(and(eq(commissionPayouts.month, month), agencyId === undefined ? undefined : eq(commissionPayouts.agencyId, agencyId)))
    .groupBy(commissionPayouts.agencyId)
}

const emptyLine = (agency: { agencyId: number; name: string; sellerCode: string | null }): CommissionLine => ({
  ...agency,
  orders: 0,
  salesCents: 0,
  commissionCents: 0,
  paidOutCents: 0,
  balanceCents: 0,
})

/**
 * The month's line of every agency that had sales, reversals or payouts in it (or of the one
 * agency asked for, zeros when it had none), whose name or seller code matches `q`. The grouping
 * is SQL's; the rounding is commissionOf's, once per snapshot rate on that rate's net sales, so
 * one rate gives exactly sales × rate half up.
 */
export async function commissionLines(db: DbOrTx, month: string, filter: { agencyId?: number; q?: string } = {}): Promise<CommissionLine[]> {
  const [byRate, payouts] = await Promise.all([salesByRate(db, month, filter.agencyId), payoutsOf(db, month, filter.agencyId)])
  const ids = filter.agencyId === undefined ? [...new Set([...byRate.map((row) => row.agencyId), ...payouts.map((row) => row.agencyId)])] : [filter.agencyId]
  if (ids.length === 0) return []
  const agencies = await db
    .select({ agencyId: users.id, name: users.firstName, sellerCode: users.sellerCode })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.type, UserType.agency), ...textSearch(filter.q, [users.firstName, users.sellerCode])))
  const lines = new Map(agencies.map((agency) => [agency.agencyId, emptyLine(agency)]))
  for (const row of byRate) {
    const line = lines.get(row.agencyId)
    if (!line) continue
    line.orders += row.orders
    line.salesCents += row.salesCents
    line.commissionCents += commissionOf(row.salesCents, row.basisPoints)
  }
  for (const row of payouts) {
    const line = lines.get(row.agencyId)
    if (line) line.paidOutCents = row.paidOutCents
  }
  return [...lines.values()].map((line) => ({ ...line, balanceCents: line.commissionCents - line.paidOutCents }))
}
