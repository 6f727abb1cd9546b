import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import { MAX_PENDING_ORDERS_PER_TRIP } from '../../../domain/order-status.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orders, users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'

/**
 * Locks the buyer's account row first thing in an order's transaction, as place_order does
 * (migration 0025): the erasure takes the row FOR UPDATE, so an order holding this lock commits
 * first and is then erased with the account, and one that waited behind the erasure is refused
 * by place_order. NO KEY UPDATE leaves the row free for the inserts that only reference it.
 */
export async function lockBuyer(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}

/**
 * Refuses (409) an account's order of a trip (or a product) it already has MAX_PENDING_ORDERS_PER_TRIP
 * unpaid orders of: unpaid Pix orders used to take a trip's last seats (issue 15, finding 4), and
 * unpaid product orders each cost a gateway charge and a mail (issue 25, finding 2). The count is
 * read with the item's price (priceItem's BuyerState), and read again by place_order after the
 * account's lock, so one account's parallel orders are counted one after the other.
 */
export function assertPendingRoom(pendingOrders: number) {
  if (pendingOrders >= MAX_PENDING_ORDERS_PER_TRIP) throw apiError('order.too_many_pending', { max: MAX_PENDING_ORDERS_PER_TRIP })
}

/** How many unpaid orders of the item `sameItem` selects the account has, as an expression to read in another query. */
export const pendingOrdersCount = (userId: number, sameItem: SQL, at: Date) =>
  sql<number>`(select count(*) from ${orders} where ${and(eq(orders.userId, userId), sameItem, eq(orders.status, 'pending'), or(isNull(orders.expiresAt), gt(orders.expiresAt, at)))})`
