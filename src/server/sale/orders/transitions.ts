import type { DbOrTx } from '../../db/client.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { OrderStatus, StatusReason } from '../../../domain/order-status.ts'
import { canTransition, releasesSeats } from '../../../domain/order-status.ts'
import { orderStatusHistory, orders, trips } from '../../db/schema/index.ts'
import type { LiveUpdate } from '../live/hub.ts'
import { syncPaymentLink } from '../payment-links/on-order-paid.ts'
import { reviveOfferOfOrder } from '../waitlist/offers.ts'

/** An admin's move (a cancel from the admin area): who, and their words on why. */
export interface MovedBy {
  actorId: number
  note: string
}

/**
 * Moves a pending order to `to`, inside the caller's transaction. The UPDATE is conditional on
 * the order still being pending, so of two racing moves (a webhook and the expiry sweeper,
 * a replayed webhook) exactly one happens; and since only a pending order moves, the seats a
 * refused or canceled order gives back are given back exactly once. Null when the order was
 * no longer pending. `by` names the admin who made the move, for the status history.
 */
export async function moveOrder(tx: DbOrTx, orderId: number, to: Exclude<OrderStatus, 'pending'>, reason: StatusReason, at: Date, by?: MovedBy): Promise<LiveUpdate | null> {
  if (!canTransition('pending', to)) throw new Error(`no move from pending to ${to}`)
  const [row] = await tx
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({
      code: orders.code,
      userId: orders.userId,
      tripId: orders.tripId,
      seatsHeld: orders.seatsHeld,
      method: orders.method,
      amountCents: orders.amountCents,
      paymentLinkId: orders.paymentLinkId,
    })
  if (!row) return null
  if (releasesSeats(to)) {
    await giveSeatsBack(tx, row)
    await reviveOfferOfOrder(tx, orderId, at)
  }
  await tx.insert(orderStatusHistory).values({ orderId, status: to, reason, at, actorId: by?.actorId ?? null, note: by?.note ?? '' })
  await syncPaymentLink(tx, orderId, row.paymentLinkId, to, at)
  return { code: row.code, userId: row.userId, status: to, reason, at: at.toISOString(), method: row.method, amountCents: row.amountCents }
}

/** The seats an order held go back to its trip (a product order holds none). */
async function giveSeatsBack(tx: DbOrTx, order: { tripId: number | null; seatsHeld: number }) {
  if (order.tripId === null || order.seatsHeld <= 0) return
  // least(): an admin may have lowered the trip's vacancies since the seats were taken.
  await tx
    .update(trips)
    .set({ seatsLeft: sql`least(${trips.seatsLeft} + ${order.seatsHeld}, ${trips.vacancies})` })
    .where(eq(trips.id, order.tripId))
}

/**
 * Refunds a paid order inside the caller's transaction: paid → canceled with the reason
 * `refunded`, its seats back to the trip, a history row (naming the admin when one did it). The
 * UPDATE is conditional on the order still being paid, so of a gateway's refund webhook and an
 * admin's refund racing, exactly one happens and the seats come back once. Null when the order
 * was not paid. The order keeps its agency: the commissions count the refund negatively in the
 * month it happens (admin/commissions).
 */
export async function refundOrder(tx: DbOrTx, orderId: number, at: Date, by?: MovedBy): Promise<LiveUpdate | null> {
  if (!canTransition('paid', 'canceled')) throw new Error('no move from paid to canceled')
  const [row] = await tx
    .update(orders)
    .set({ status: 'canceled', statusReason: 'refunded', updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning({ code: orders.code, userId: orders.userId, tripId: orders.tripId, seatsHeld: orders.seatsHeld, method: orders.method, amountCents: orders.amountCents })
  if (!row) return null
  await giveSeatsBack(tx, row)
  await tx.insert(orderStatusHistory).values({ orderId, status: 'canceled', reason: 'refunded', at, actorId: by?.actorId ?? null, note: by?.note ?? '' })
  return { code: row.code, userId: row.userId, status: 'canceled', reason: 'refunded', at: at.toISOString(), method: row.method, amountCents: row.amountCents }
}
