import { and, eq, exists, gt, lt, notExists, sql } from 'drizzle-orm'
import type { PlaceOrder } from '../../../domain/order.ts'
import { MAX_PENDING_ORDERS_PER_TRIP, saoPauloDate } from '../../../domain/order-status.ts'
import { idempotencyKeys, orders, tripOptions, trips, users } from '../../db/schema/index.ts'
import { isApprovedAgency } from './attribution.ts'
import type { OrdersContext } from './context.ts'
import { pendingOrdersCount } from './pending-cap.ts'
import { seatsShort } from './pricing.ts'

/**
 * A signed-in buyer's order of a trip without the seats, refused before any transaction (issue
 * 26): one read, no lock on the buyer's row, so a sold-out sale costs its latecomers little. It
 * refuses only when the order's transaction would refuse it for the same reason, read in one
 * snapshot: the trip on sale with the option, no earlier request under this key (a replay answers
 * its order, sold out or not), the account under its pending cap and the seller code known (both
 * answered before the seats there), and fewer seats than people once those held for the buyer (a
 * waitlist offer) are counted. Anything else goes on to the transaction, whose conditional UPDATE
 * is still what guarantees the seats. A trip this instance saw lately with plenty of seats left
 * skips the read (seats-seen.ts).
 */
export async function refuseSoldOutEarly(ctx: OrdersContext, userId: number, input: PlaceOrder, key: string, at: Date): Promise<void> {
  const { item } = input
  const sellerCode = input.sellerCode ?? null
  if (!('tripId' in item) || ctx.seatsSeen.plenty(item.tripId, item.people)) return
  const held = ctx.moves.seatsHeldFor({ userId, optionId: item.optionId }, at)
  const [trip] = await ctx.db
    .select({ open: sql<number>`${trips.seatsLeft} + ${held}`.mapWith(Number) })
    .from(trips)
    .where(
      and(
        eq(trips.id, item.tripId),
        eq(trips.published, true),
        gt(trips.checkIn, saoPauloDate(at)),
        exists(
          ctx.db
            .select({ id: tripOptions.id })
            .from(tripOptions)
            .where(and(eq(tripOptions.id, item.optionId), eq(tripOptions.tripId, trips.id))),
        ),
        notExists(
          ctx.db
            .select({ key: idempotencyKeys.key })
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))),
        ),
        lt(pendingOrdersCount(userId, eq(orders.tripId, trips.id), at), MAX_PENDING_ORDERS_PER_TRIP),
        sellerCode !== null
          ? exists(
              ctx.db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.sellerCode, sellerCode), isApprovedAgency)),
            )
          : undefined,
      ),
    )
  if (!trip) return
  ctx.seatsSeen.saw(item.tripId, trip.open)
  if (trip.open < item.people) throw seatsShort(trip.open)
}
