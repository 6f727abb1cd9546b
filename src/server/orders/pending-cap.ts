import { and, count, eq, gt, isNull, or } from 'drizzle-orm'
import { MAX_PENDING_ORDERS_PER_TRIP } from '../../domain/order-status.ts'
import type { DbOrTx } from '../db/client.ts'
import { orders, users } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'

/**
 * Refuses (409) an account's order of a trip (or a product) it already has MAX_PENDING_ORDERS_PER_TRIP
 * unpaid orders of: unpaid Pix orders used to take a trip's last seats (issue 15, finding 4), and
 * unpaid product orders each cost a gateway charge and a mail (issue 25, finding 2). The account's
 * row is locked first, so one account's parallel orders are counted one after the other; NO KEY
 * UPDATE leaves the row free for the inserts that only reference it.
 */
export async function assertPendingRoom(tx: DbOrTx, userId: number, item: { tripId: number | null; productId: number | null }, at: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
  const sameItem = item.tripId !== null ? eq(orders.tripId, item.tripId) : item.productId !== null ? eq(orders.productId, item.productId) : undefined
  if (!sameItem) return
  const [pending] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), sameItem, eq(orders.status, 'pending'), or(isNull(orders.expiresAt), gt(orders.expiresAt, at))))
  if ((pending?.n ?? 0) >= MAX_PENDING_ORDERS_PER_TRIP) throw apiError('order.too_many_pending', { max: MAX_PENDING_ORDERS_PER_TRIP })
}
