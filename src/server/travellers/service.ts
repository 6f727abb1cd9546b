import { and, eq } from 'drizzle-orm'
import { toStoredTraveller, toTraveller, travellersDeadline, type OrderTravellers, type TravellersUpdate } from '../../domain/traveller.ts'
import type { DbOrTx } from '../db/client.ts'
import { orderTravellers, orders, trips } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { fieldError } from '../http/validation.ts'
import type { SaleContext } from '../sale/context.ts'
import { refreshExpiry } from '../sale/orders/expiry.ts'
import { findOrderRowOf, ownedBy, type OrderOwner } from '../sale/orders/queries.ts'
import { storedTravellersOf } from './stored.ts'

interface TripOrder {
  id: number
  people: number
  status: (typeof orders.$inferSelect)['status']
  departureDate: string
  deadline: Date
}

/** The caller's trip order by its code (404 for anyone else's or a product's), locked when `forUpdate`. */
async function tripOrderOf(db: DbOrTx, owner: OrderOwner, code: string, forUpdate = false): Promise<TripOrder> {
  const query = db
    .select({ id: orders.id, people: orders.people, status: orders.status, checkIn: trips.checkIn, deadlineHours: trips.travellersDeadlineHours })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .where(and(eq(orders.code, code), ownedBy(owner)))
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query
  if (!row) throw apiError('order.not_found')
  if (row.checkIn === null) throw apiError('travellers.not_a_trip')
  return { id: row.id, people: row.people, status: row.status, departureDate: row.checkIn, deadline: travellersDeadline(row.checkIn, row.deadlineHours) }
}

async function answer(db: DbOrTx, order: TripOrder): Promise<OrderTravellers> {
  const stored = (await storedTravellersOf(db, [order.id])).get(order.id) ?? []
  return {
    deadline: order.deadline.toISOString(),
    travellers: Array.from({ length: order.people }, (_, position) => toTraveller(stored[position], order.departureDate)),
  }
}

/** GET /api/me/orders/{code}/travellers (and a guest's /api/external-orders/...): one entry per person of the order, filled or not. */
export async function readTravellers(db: DbOrTx, owner: OrderOwner, code: string): Promise<OrderTravellers> {
  return answer(db, await tripOrderOf(db, owner, code))
}

/**
 * PUT /api/me/orders/{code}/travellers (or a guest's): replaces them all at once, under the order's row lock so
 * that two saves never interleave. Refused after the trip's deadline and on a closed order.
 */
export async function replaceTravellers(ctx: SaleContext, owner: OrderOwner, code: string, input: TravellersUpdate): Promise<OrderTravellers> {
  // A pending order whose time ran out closes first, as reading it would.
  const found = await findOrderRowOf(ctx.db, owner, code)
  if (found) await refreshExpiry(ctx, found.order)
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const order = await tripOrderOf(tx, owner, code, true)
    if (order.status === 'canceled' || order.status === 'refused') throw apiError('travellers.order_closed')
    if (now >= order.deadline) throw apiError('travellers.deadline_passed')
    if (input.travellers.length !== order.people) throw fieldError('travellers', 'traveller.count', { people: order.people })
    await tx.delete(orderTravellers).where(eq(orderTravellers.orderId, order.id))
    await tx.insert(orderTravellers).values(input.travellers.map((traveller, position) => ({ orderId: order.id, position, ...toStoredTraveller(traveller), updatedAt: now })))
    return answer(tx, order)
  })
}
