import { and, desc, eq, gt, isNotNull, isNull, lt, notExists } from 'drizzle-orm'
import { addDays, saoPauloDate } from '../../../domain/order-status.ts'
import { UserType } from '../../../domain/session.ts'
import { orders, trips, tripVehicles } from '../schema/index.ts'
import { ensureDemoAccount } from './demo-account.ts'
import type { Tx } from './insert.ts'
import { payerOf } from './orders.ts'

const DAY = 86_400_000
/** Past the 7 days of the withdrawal right (CDC art. 49), with a margin for a demo left running. */
const BOUGHT_DAYS_AGO = 10
/** Beyond the default policy's last tier (more than 30 days before departure: 10 %), with a margin. */
const LEAVES_IN_DAYS = 45

/**
 * The demo customer's own trip (cliente@roteiro.demo, docs/AUTH.md): one of the demo's paid
 * orders, bought more than 10 days ago by an account for a trip leaving more than 45 days
 * ahead, sold by no agency and on no bus, becomes theirs, paid by them. So My purchases opens with
 * a confirmed trip, and its "Cancel this trip" quotes the policy's penalty (docs/PAYMENTS.md).
 */
export async function giveDemoCustomerAPurchase(tx: Tx, now: Date): Promise<void> {
  const customer = await ensureDemoAccount(tx, UserType.customer)
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .where(
      and(
        eq(orders.status, 'paid'),
        isNotNull(orders.userId),
        isNull(orders.agencyId),
        lt(orders.createdAt, new Date(now.getTime() - BOUGHT_DAYS_AGO * DAY)),
        gt(trips.checkIn, addDays(saoPauloDate(now), LEAVES_IN_DAYS)),
        notExists(tx.select().from(tripVehicles).where(eq(tripVehicles.tripId, trips.id))),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  if (order)
    await tx
      .update(orders)
      .set({ userId: customer.id, payer: payerOf(customer) })
      .where(eq(orders.id, order.id))
}
