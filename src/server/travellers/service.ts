import { and, eq } from 'drizzle-orm'
import type { SeatsUpdate } from '../../domain/road.ts'
import { toStoredTraveller, toTraveller, travellersDeadline, type OrderTravellers, type TravellersUpdate } from '../../domain/traveller.ts'
import type { DbOrTx } from '../db/client.ts'
import { runAgainOnDeadlock } from '../db/errors.ts'
import { orderTravellers, orders, trips } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { fieldError } from '../http/validation.ts'
import { boardingPointsOf, vehiclesOf } from '../road/departure.ts'
import { assertTravellersUnlocked } from '../road/manifest-lock.ts'
import type { SaleContext } from '../sale/context.ts'
import { refreshExpiry } from '../sale/orders/expiry.ts'
import { findOrderRowOf, ownedBy, type OrderOwner } from '../sale/orders/queries.ts'
import { freeExpiredHolders, placeAt, placesOf, writePlaces } from './places.ts'
import { sameStored, storedTravellersOf } from './stored.ts'

interface TripOrder {
  id: number
  tripId: number
  people: number
  boardingExtraCents: number
  status: (typeof orders.$inferSelect)['status']
  departureDate: string
  deadline: Date
}

/** The caller's trip order by its code (404 for anyone else's or a product's), locked when `forUpdate`. */
async function tripOrderOf(db: DbOrTx, owner: OrderOwner, code: string, forUpdate = false): Promise<TripOrder> {
  const query = db
    .select({
      id: orders.id,
      tripId: orders.tripId,
      people: orders.people,
      boardingExtraCents: orders.boardingExtraCents,
      status: orders.status,
      checkIn: trips.checkIn,
      deadlineHours: trips.travellersDeadlineHours,
    })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .where(and(eq(orders.code, code), ownedBy(owner)))
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query
  if (!row) throw apiError('order.not_found')
  if (row.checkIn === null || row.tripId === null) throw apiError('travellers.not_a_trip')
  return {
    id: row.id,
    tripId: row.tripId,
    people: row.people,
    boardingExtraCents: row.boardingExtraCents,
    status: row.status,
    departureDate: row.checkIn,
    deadline: travellersDeadline(row.checkIn, row.deadlineHours),
  }
}

async function answer(db: DbOrTx, order: TripOrder): Promise<OrderTravellers> {
  const stored = (await storedTravellersOf(db, [order.id])).get(order.id) ?? []
  const places = await placesOf(db, order.id)
  return {
    deadline: order.deadline.toISOString(),
    boardingPoints: await boardingPointsOf(db, order.tripId),
    vehicles: (await vehiclesOf(db, order.tripId)).map(({ id, name }) => ({ id, name })),
    travellers: Array.from({ length: order.people }, (_, position) => ({ ...toTraveller(stored[position], order.departureDate), ...placeAt(places, position) })),
  }
}

/** GET /api/me/orders/{code}/travellers (and a guest's /api/external-orders/...): one entry per person of the order, filled or not. */
export async function readTravellers(db: DbOrTx, owner: OrderOwner, code: string): Promise<OrderTravellers> {
  return answer(db, await tripOrderOf(db, owner, code))
}

/**
 * Runs a change of the order's travellers under the order's row lock, so that two saves never
 * interleave; refused after the trip's deadline and on a closed order (a pending order whose time
 * ran out closes first, as reading it would).
 */
async function changeTravellers(ctx: SaleContext, owner: OrderOwner, code: string, change: (tx: DbOrTx, order: TripOrder, now: Date) => Promise<void>): Promise<OrderTravellers> {
  const found = await findOrderRowOf(ctx.db, owner, code)
  if (found) await refreshExpiry(ctx, found.order)
  const now = ctx.now()
  const run = () =>
    ctx.db.transaction(async (tx) => {
      const order = await tripOrderOf(tx, owner, code, true)
      if (order.status === 'canceled' || order.status === 'refused') throw apiError('travellers.order_closed')
      if (now >= order.deadline) throw apiError('travellers.deadline_passed')
      await change(tx, order, now)
      return answer(tx, order)
    })
  // Two orders trading seats at once each wait on the seat the other lets go (the unique index):
  // PostgreSQL ends one of them, which runs again on what the other committed (tests/api/seats-race.test.ts).
  return runAgainOnDeadlock(run)
}

/**
 * PUT /api/me/orders/{code}/travellers (or a guest's): replaces them all at once. A boarding point
 * or a seat left out of a traveller is kept; where the trip has boarding points each traveller needs one.
 */
export async function replaceTravellers(ctx: SaleContext, owner: OrderOwner, code: string, input: TravellersUpdate): Promise<OrderTravellers> {
  await freeExpiredHolders(
    ctx,
    input.travellers.flatMap((traveller) => (traveller.seat ? [traveller.seat] : [])),
  )
  return changeTravellers(ctx, owner, code, async (tx, order, now) => {
    if (input.travellers.length !== order.people) throw fieldError('travellers', 'traveller.count', { people: order.people })
    const changes = input.travellers.map(({ boardingPointId, seat }, position) => ({ position, boardingPointId, seat }))
    await writePlaces(tx, order, changes, (index, key) => `travellers.${index}.${key}`, true)
    const before = (await storedTravellersOf(tx, [order.id])).get(order.id) ?? []
    const edited = input.travellers.flatMap((traveller, position) => (sameStored(before[position], toStoredTraveller(traveller)) ? [] : [position]))
    await assertTravellersUnlocked(tx, order.id, edited)
    await tx.delete(orderTravellers).where(eq(orderTravellers.orderId, order.id))
    await tx.insert(orderTravellers).values(input.travellers.map((traveller, position) => ({ orderId: order.id, position, ...toStoredTraveller(traveller), updatedAt: now })))
  })
}

/** PUT /api/me/orders/{code}/seats (or a guest's): seats for some travellers by their index, the others' kept. 409 `seat_taken` for a seat another order holds. */
export async function chooseSeats(ctx: SaleContext, owner: OrderOwner, code: string, input: SeatsUpdate): Promise<OrderTravellers> {
  await freeExpiredHolders(ctx, input.seats)
  return changeTravellers(ctx, owner, code, async (tx, order) => {
    input.seats.forEach((choice, index) => {
      if (choice.traveller >= order.people) throw fieldError(`seats.${index}.traveller`, 'traveller.unknown')
    })
    const changes = input.seats.map(({ traveller, vehicleId, number }) => ({ position: traveller, seat: { vehicleId, number } }))
    await writePlaces(tx, order, changes, (index) => `seats.${index}`, false)
  })
}
