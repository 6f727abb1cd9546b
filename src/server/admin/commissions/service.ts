import type { DbOrTx } from '../../db/client.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { parseSort } from '../../../domain/admin/list.ts'
import {
  commissionOf,
  type CommissionEntry,
  type CommissionLine,
  type CommissionPayout,
  type CommissionQuery,
  type CommissionReport,
  type CommissionStatement,
} from '../../../domain/commission.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import { UserType } from '../../../domain/session.ts'
import { commissionPayouts, orderStatusHistory, orders, users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { commissionLines, isSale, monthMovements, movementCents } from './month-lines.ts'

/** The São Paulo month it is at `now`: the default of every commission query. */
export const currentMonth = (now: Date) => saoPauloDate(now).slice(0, 7)

type SortField = 'name' | 'orders' | 'salesCents' | 'commissionCents' | 'balanceCents'
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' })

/** The lines in the query's order (most sales first unless told), the agency's id breaking ties. */
export function sortLines(lines: CommissionLine[], sort: CommissionQuery['sort']): CommissionLine[] {
  const { field, descending } = parseSort<SortField>(sort ?? '-salesCents')
  const direction = descending ? -1 : 1
  const compare = (a: CommissionLine, b: CommissionLine) => (field === 'name' ? byName.compare(a.name, b.name) : a[field] - b[field]) || a.agencyId - b.agencyId
  return [...lines].sort((a, b) => direction * compare(a, b))
}

/**
 * GET /api/admin/commissions: a page of the month's lines, sorted and searched, and the month's
 * totals over every line the search keeps (not only the page). Agencies are few, so the lines are
 * built whole and paged here, with commissionOf doing every rounding.
 */
export async function commissionReport(db: DbOrTx, query: CommissionQuery, now: Date): Promise<CommissionReport> {
  const month = query.month ?? currentMonth(now)
  const lines = sortLines(await commissionLines(db, month, { q: query.q }), query.sort)
  const start = (query.page - 1) * query.pageSize
  const sum = (field: Exclude<SortField, 'name'> | 'paidOutCents') => lines.reduce((total, line) => total + line[field], 0)
  return {
    month,
    items: lines.slice(start, start + query.pageSize),
    total: lines.length,
    page: query.page,
    pageSize: query.pageSize,
    totals: { orders: sum('orders'), salesCents: sum('salesCents'), commissionCents: sum('commissionCents'), paidOutCents: sum('paidOutCents'), balanceCents: sum('balanceCents') },
  }
}

/** An agency (a type-2 account) by id; 404 for any other id. */
export async function findAgency(db: DbOrTx, agencyId: number) {
  const [agency] = await db
    .select({ agencyId: users.id, name: users.firstName, sellerCode: users.sellerCode })
    .from(users)
    .where(and(eq(users.id, agencyId), eq(users.type, UserType.agency)))
  return agency ?? null
}

/** One agency's line of the month: zeros when it had nothing in it. */
export async function agencyLine(db: DbOrTx, agencyId: number, month: string): Promise<CommissionLine> {
  const [line] = await commissionLines(db, month, { agencyId })
  if (!line) throw apiError('agency.not_found', { id: agencyId })
  return line
}

/**
 * The orders behind a line, oldest first: each sale, and each refund of a paid order as a
 * negative entry in the month it happened. An entry's commission is rounded on its own, so
 * entries of one rate may add up to a cent away from the line (rounded on their sum).
 */
async function monthEntries(db: DbOrTx, agencyId: number, month: string): Promise<CommissionEntry[]> {
  const rows = await db
    .select({
      sale: isSale,
      at: orderStatusHistory.at,
      code: orders.code,
      itemName: orders.itemName,
      payerName: sql<string>`${orders.payer} ->> 'name'`,
      movementCents: sql<number>`${movementCents}`.mapWith(Number),
      basisPoints: sql<number>`${orders.commissionBasisPoints}`,
      paymentLinkId: orders.paymentLinkId,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(monthMovements(month, agencyId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
  return rows.map((row) => {
    const salesCents = row.movementCents
    return {
      code: row.code,
      kind: row.sale ? 'sale' : 'reversal',
      at: row.at.toISOString(),
      itemName: row.itemName,
      payerName: row.payerName,
      salesCents,
      commissionBasisPoints: row.basisPoints,
      commissionCents: commissionOf(salesCents, row.basisPoints),
      channel: row.paymentLinkId === null ? 'seller-code' : 'link',
    }
  })
}

async function monthPayouts(db: DbOrTx, agencyId: number, month: string): Promise<CommissionPayout[]> {
  const rows = await db
    .select()
    .from(commissionPayouts)
    .where(and(eq(commissionPayouts.agencyId, agencyId), eq(commissionPayouts.month, month)))
    .orderBy(asc(commissionPayouts.paidOn), asc(commissionPayouts.id))
  return rows.map(toPayout)
}

export const toPayout = (row: typeof commissionPayouts.$inferSelect): CommissionPayout => ({
  id: row.id,
  month: row.month,
  amountCents: row.amountCents,
  paidOn: row.paidOn,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
})

/** GET /api/admin/commissions/{agencyId} and /api/agency/commissions/statement: the line, its orders and its payouts. */
export async function commissionStatement(db: DbOrTx, agencyId: number, month: string): Promise<CommissionStatement> {
  if (!(await findAgency(db, agencyId))) throw apiError('agency.not_found', { id: agencyId })
  const [line, entries, payouts] = await Promise.all([agencyLine(db, agencyId, month), monthEntries(db, agencyId, month), monthPayouts(db, agencyId, month)])
  return { month, line, entries, payouts }
}
