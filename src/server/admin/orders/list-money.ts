import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AdminOrderSummary } from '../../../domain/admin/order.ts'
import { balanceCharges, orderCancellations, orderLedger, orders } from '../../db/schema/index.ts'
import { balanceOf, moneyColumns, type MoneyRead } from '../../sale/orders/order-money.ts'

/* The orders list's money columns (issue 27): the balance of a deposit order, a cancellation on request, what is still owed back by hand. */

/** A paid deposit order whose balance has no paid charge: open, waiting for its charge, or overdue. */
export const balanceDue = and(
  eq(orders.plan, 'deposit'),
  eq(orders.status, 'paid'),
  sql`not exists (select 1 from ${balanceCharges} where ${and(eq(balanceCharges.orderId, orders.id), eq(balanceCharges.status, 'paid'))})`,
)!

/** Selected beside each row of the list, in its one query. */
export const moneyListColumns = {
  plan: orders.plan,
  depositCents: orders.depositCents,
  balanceDueAt: orders.balanceDueAt,
  balanceCharge: moneyColumns.balanceCharge,
  cancellation: sql<
    AdminOrderSummary['cancellation']
  >`(select json_build_object('reason', ${orderCancellations.reason}, 'choice', ${orderCancellations.choice}, 'refundCents', ${orderCancellations.refundCents}, 'penaltyCents', ${orderCancellations.penaltyCents}) from ${orderCancellations} where ${orderCancellations.orderId} = ${orders.id})`,
  refundOwedCents:
    sql<number>`(select coalesce(sum(${orderLedger.amountCents}), 0) from ${orderLedger} where ${and(eq(orderLedger.orderId, orders.id), eq(orderLedger.kind, 'refund'), isNull(orderLedger.sentAt))})`.mapWith(
      Number,
    ),
}

/** The row's balance as the order's own answer says it; none for an order that is not paid (a canceled deposit order owes no balance). */
export const balanceOfRow = (
  row: { plan: 'full' | 'deposit'; depositCents: number | null; balanceDueAt: Date | null; amountCents: number; status: string },
  charge: MoneyRead['balanceCharge'],
  now: Date,
): AdminOrderSummary['balance'] => (row.status === 'paid' ? balanceOf(row, charge, now) : null)
