import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { type AdminOrderSummary } from '../../../domain/admin/order.ts'
import { type AdminOrderListQuery } from '../../../domain/admin/list-queries.ts'
import { saoPauloDayStart } from '../../../domain/order-status.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { Db } from '../../db/client.ts'
import { orderCancellations, orderLedger, orders } from '../../db/schema/index.ts'
import { orderByOf, pageWindow } from '../list-query.ts'
import { foldedTextSearch } from './search.ts'
import { fieldError } from '../../http/validation.ts'
import { balanceDue, balanceOfRow, moneyListColumns } from './list-money.ts'

export const payerName = sql<string>`${orders.payer} ->> 'name'`

/** The WHERE of the orders list: each filter given, the period in whole São Paulo days. */
function orderFilters(query: AdminOrderListQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw fieldError('to', 'admin_order.period_order')
  const filters: (SQL | undefined)[] = [
    query.status && eq(orders.status, query.status),
    query.method && eq(orders.method, query.method),
    query.tripId === undefined ? undefined : eq(orders.tripId, query.tripId),
    query.from ? gte(orders.createdAt, saoPauloDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, saoPauloDayStart(query.to, 1)) : undefined,
    query.balance === 'due' ? balanceDue : undefined,
    query.cancellation === 'requested' ? sql`exists (select 1 from ${orderCancellations} where ${orderCancellations.orderId} = ${orders.id})` : undefined,
    query.cancellation === 'refund_owed'
      ? sql`exists (select 1 from ${orderLedger} where ${and(eq(orderLedger.orderId, orders.id), eq(orderLedger.kind, 'refund'), isNull(orderLedger.sentAt))})`
      : undefined,
    ...foldedTextSearch(query.q, orders.searchText),
  ]
  return and(...filters.filter((filter): filter is SQL => filter !== undefined))
}

/**
 * GET /api/admin/orders: every order (trips and products), newest first unless sorted otherwise.
 * The page and the count are two queries (run together), not `count(*) over ()`: the window
 * makes PostgreSQL build every matching row before the LIMIT, so an index on the sort could not
 * end the scan after one page (10,000 orders: 11 ms against 3 ms; docs/PERFORMANCE.md).
 */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery, now: Date): Promise<Page<AdminOrderSummary>> {
  const where = orderFilters(query)
  const [rows, total] = await Promise.all([
    db
      .select({
        code: orders.code,
        createdAt: orders.createdAt,
        status: orders.status,
        method: orders.method,
        installments: orders.installments,
        itemName: orders.itemName,
        optionName: orders.optionName,
        people: orders.people,
        amountCents: orders.amountCents,
        payerName,
        payerCpf: sql<string>`${orders.payer} ->> 'cpf'`,
        payerEmail: sql<string>`${orders.payer} ->> 'email'`,
        tripId: orders.tripId,
        ...moneyListColumns,
      })
      .from(orders)
      .where(where)
      .orderBy(
        ...orderByOf(query.sort, '-createdAt', { createdAt: orders.createdAt, amountCents: orders.amountCents, status: orders.status, code: orders.code, payerName }, orders.id),
      )
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.$count(orders, where),
  ])
  const items = rows.map(({ createdAt, payerName: name, payerCpf: cpf, payerEmail: email, plan, depositCents, balanceDueAt, balanceCharge, cancellation, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    payer: { name, cpf, email },
    balance: balanceOfRow({ plan, depositCents, balanceDueAt, amountCents: row.amountCents, status: row.status }, balanceCharge, now),
    cancellation,
  }))
  return { items, total, page: query.page, pageSize: query.pageSize }
}
