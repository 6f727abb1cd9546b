import { and, asc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm'
import type { SeatRef } from '../../domain/road.ts'
import { isSeatOf } from '../../domain/vehicle-layouts.ts'
import type { DbOrTx } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { orders, travellerPlaces, tripBoardingPoints, tripVehicles } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { fieldError } from '../http/validation.ts'
import type { SaleContext } from '../sale/context.ts'
import { assertTravellersUnlocked } from '../road/manifest-lock.ts'
import { refreshExpiry } from '../sale/orders/expiry.ts'

/*
 * Where each traveller of an order boards and sits (issue 28, docs/TRAVELLERS.md "Boarding and
 * seats"): kept in traveller_places, whose unique index over (vehicle, seat) is what keeps a seat
 * from being sold twice.
 */

export interface TravellerPlace {
  boardingPointId: number | null
  seat: SeatRef | null
}

/** A change to one traveller's place: a key left out keeps what is kept. */
export interface PlaceChange {
  position: number
  boardingPointId?: number | null
  seat?: SeatRef | null
}

const noPlace: TravellerPlace = { boardingPointId: null, seat: null }

/** The orders' travellers' places by order id, then by position (a position without one has none); one query for them all. */
export async function placesOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, TravellerPlace[]>> {
  const byOrder = new Map<number, TravellerPlace[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db.select().from(travellerPlaces).where(inArray(travellerPlaces.orderId, orderIds)).orderBy(asc(travellerPlaces.position))
  for (const row of rows) {
    const places = byOrder.get(row.orderId) ?? []
    places[row.position] = {
      boardingPointId: row.boardingPointId,
      seat: row.vehicleId !== null && row.seatNumber !== null ? { vehicleId: row.vehicleId, number: row.seatNumber } : null,
    }
    byOrder.set(row.orderId, places)
  }
  return byOrder
}

/** The order's travellers' places by position (a position without one has none). */
export const placesOf = async (db: DbOrTx, orderId: number): Promise<TravellerPlace[]> => (await placesOfOrders(db, [orderId])).get(orderId) ?? []

export const placeAt = (places: TravellerPlace[], position: number): TravellerPlace => places[position] ?? noPlace

const sameSeat = (a: SeatRef | null, b: SeatRef | null) => a !== null && b !== null && a.vehicleId === b.vehicleId && a.number === b.number

const samePlace = (a: TravellerPlace, b: TravellerPlace) => a.boardingPointId === b.boardingPointId && (a.seat === b.seat || sameSeat(a.seat, b.seat))

/**
 * A pending order past its time still holds its seats until the sweeper passes: the seats asked
 * for are freed first from such an order, as reading it would (sale/orders/expiry.ts).
 */
export async function freeExpiredHolders(ctx: SaleContext, seats: SeatRef[]): Promise<void> {
  if (seats.length === 0) return
  const holders = await ctx.db
    .selectDistinct({ order: orders })
    .from(travellerPlaces)
    .innerJoin(orders, eq(orders.id, travellerPlaces.orderId))
    .where(
      and(
        or(...seats.map((seat) => and(eq(travellerPlaces.vehicleId, seat.vehicleId), eq(travellerPlaces.seatNumber, seat.number)))),
        eq(orders.status, 'pending'),
        lte(orders.expiresAt, ctx.now()),
      ),
    )
  for (const { order } of holders) await refreshExpiry(ctx, order)
}

/**
 * Writes the changes of an order's travellers' places, inside the caller's transaction (which
 * holds the order's row lock). Each point and seat must be the trip's (400 on `fieldOf(position,
 * key)`), a seat for sale and not chosen twice; a seat another order holds is a 409 `seat_taken`,
 * told by the unique index, so of two orders taking one seat at once exactly one commits. When
 * the trip has boarding points and `boardingRequired`, every traveller must have one.
 */
export async function writePlaces(
  tx: DbOrTx,
  order: { id: number; tripId: number; people: number; boardingExtraCents: number },
  changes: PlaceChange[],
  fieldOf: (change: number, key: 'boardingPointId' | 'seat') => string,
  boardingRequired: boolean,
): Promise<void> {
  const points = await tx
    .select({ id: tripBoardingPoints.id, extraCents: tripBoardingPoints.extraCents })
    .from(tripBoardingPoints)
    .where(eq(tripBoardingPoints.tripId, order.tripId))
  const pointIds = new Set(points.map((point) => point.id))
  // The order paid its point's extra at checkout: a traveller moves only to a point of that extra (docs/DECISIONS.md).
  const extraOf = new Map(points.map((point) => [point.id, point.extraCents]))
  const asked = changes
    .map((change, index) => ({ ...change, index }))
    .filter((change) => change.boardingPointId !== undefined || change.seat !== undefined || (boardingRequired && pointIds.size > 0))
  if (asked.length === 0) return
  // Shared locks: an admin's change of the vehicles (admin/trips/departure-service.ts) waits for this write, and this one for it.
  const vehicles = asked.some((change) => change.seat) ? await tx.select().from(tripVehicles).where(eq(tripVehicles.tripId, order.tripId)).for('share') : []
  const stored = await placesOf(tx, order.id)
  const next = Array.from({ length: order.people }, (_, position) => placeAt(stored, position))
  for (const { index, ...change } of asked) {
    const place = { ...next[change.position]! }
    if (change.boardingPointId !== undefined) {
      if (change.boardingPointId !== null && !pointIds.has(change.boardingPointId)) throw fieldError(fieldOf(index, 'boardingPointId'), 'boarding_point.unknown')
      if (change.boardingPointId !== null && change.boardingPointId !== place.boardingPointId && extraOf.get(change.boardingPointId) !== order.boardingExtraCents)
        throw fieldError(fieldOf(index, 'boardingPointId'), 'boarding_point.extra_differs')
      place.boardingPointId = change.boardingPointId
    }
    if (change.seat !== undefined) {
      const seat = change.seat
      const vehicle = seat && vehicles.find((candidate) => candidate.id === seat.vehicleId)
      if (seat && (!vehicle || !isSeatOf(vehicle.layout, seat.number))) throw fieldError(fieldOf(index, 'seat'), 'seat.unknown')
      if (seat && vehicle?.blockedSeats.includes(seat.number)) throw fieldError(fieldOf(index, 'seat'), 'seat.blocked')
      place.seat = seat
    }
    next[change.position] = place
  }
  for (const { index, position } of asked) {
    const { seat, boardingPointId } = next[position]!
    if (next.some((other, at) => at !== position && sameSeat(other.seat, seat))) throw fieldError(fieldOf(index, 'seat'), 'seat.repeated')
    if (boardingRequired && pointIds.size > 0 && boardingPointId === null) throw fieldError(fieldOf(index, 'boardingPointId'), 'field.required')
  }
  const changed = [...new Set(asked.map((change) => change.position))].filter((position) => !samePlace(next[position]!, placeAt(stored, position)))
  if (changed.length === 0) return
  await assertTravellersUnlocked(
    tx,
    order.id,
    changed,
    changed.map((position) => next[position]!.seat),
  )
  // Seats moved within the order (a swap) are let go first: the unique index is checked per statement.
  await tx
    .update(travellerPlaces)
    .set({ vehicleId: null, seatNumber: null })
    .where(and(eq(travellerPlaces.orderId, order.id), inArray(travellerPlaces.position, changed), isNotNull(travellerPlaces.vehicleId)))
  for (const position of changed) {
    const { boardingPointId, seat } = next[position]!
    const values = { boardingPointId, vehicleId: seat?.vehicleId ?? null, seatNumber: seat?.number ?? null }
    try {
      await tx
        .insert(travellerPlaces)
        .values({ orderId: order.id, position, ...values })
        .onConflictDoUpdate({ target: [travellerPlaces.orderId, travellerPlaces.position], set: values })
    } catch (error) {
      if (seat && isUniqueViolation(error)) throw apiError('seat_taken', { number: seat.number })
      throw error
    }
  }
}
