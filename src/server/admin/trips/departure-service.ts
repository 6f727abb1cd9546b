import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { AdminTrip } from '../../../domain/admin/trip/trip.ts'
import type { BoardingPointsUpdate, VehiclesUpdate } from '../../../domain/road.ts'
import { seatsOfLayout } from '../../../domain/vehicle-layouts.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { isForeignKeyViolation } from '../../db/errors.ts'
import { travellerPlaces, tripBoardingPoints, trips, tripVehicles } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { fieldError } from '../../http/validation.ts'
import { seatsForSale, seatsTakenIn } from '../../road/departure.ts'
import { assertBoardingPointsUnlocked } from '../../road/manifest-lock.ts'
import { recordAudit } from '../audit.ts'
import { auditedFields, loadedTrip } from './read-service.ts'

/*
 * PUT /api/admin/trips/{id}/boarding-points and /vehicles (issue 28): a departure's parts, each
 * list written whole like the trip's options (an item with its id kept, one without added, one left
 * out removed), refused where a traveller's choice would be lost.
 */

/**
 * The trip's vehicles' rows and then its own row locked for the change, 404 when there is no trip.
 * A seat being chosen holds the vehicles' rows `for share` (travellers/places.ts) and may wait on a
 * move that frees a seat, which may wait on the trip's row: taking the vehicles first keeps these
 * waits from closing a circle.
 */
async function lockTrip(tx: DbOrTx, id: number) {
  await tx.select({ id: tripVehicles.id }).from(tripVehicles).where(eq(tripVehicles.tripId, id)).for('update')
  const [trip] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for('update')
  if (!trip) throw apiError('trip.not_found', { id })
}

/** 400 on the item whose id is not one of `existing`, or is given twice. */
function assertKnownIds(items: { id: number | null }[], existing: Set<number>, field: string, code: 'boarding_point.unknown' | 'vehicle.unknown') {
  const seen = new Set<number>()
  items.forEach((item, index) => {
    if (item.id === null) return
    if (!existing.has(item.id) || seen.has(item.id)) throw fieldError(`${field}.${index}.id`, code)
    seen.add(item.id)
  })
}

async function audited(tx: DbOrTx, actorId: number, id: number, before: AdminTrip, now: Date): Promise<AdminTrip> {
  const after = await loadedTrip(tx, id)
  await recordAudit(tx, { actorId, entity: 'trip', entityId: id, action: 'update', before: auditedFields(before), after: auditedFields(after) }, now)
  return after
}

export async function replaceBoardingPoints(db: Db, actorId: number, id: number, input: BoardingPointsUpdate, now: Date): Promise<AdminTrip> {
  return db.transaction(async (tx) => {
    await lockTrip(tx, id)
    const before = await loadedTrip(tx, id)
    assertKnownIds(input.boardingPoints, new Set(before.boardingPoints.map((point) => point.id)), 'boardingPoints', 'boarding_point.unknown')
    const keptIds = input.boardingPoints.flatMap((point) => (point.id === null ? [] : [point.id]))
    const removed = before.boardingPoints.filter((point) => !keptIds.includes(point.id))
    // The extra price and the order are not on the carrier's list; the place and the time are.
    const moved = before.boardingPoints.filter((point) => {
      const next = input.boardingPoints.find((candidate) => candidate.id === point.id)
      return !next || next.city !== point.city || next.place !== point.place || new Date(next.at).getTime() !== new Date(point.at).getTime()
    })
    await assertBoardingPointsUnlocked(
      tx,
      moved.map((point) => point.id),
    )
    if (removed.length > 0) {
      const [chosen] = await tx
        .select({ id: travellerPlaces.boardingPointId })
        .from(travellerPlaces)
        .where(
          inArray(
            travellerPlaces.boardingPointId,
            removed.map((point) => point.id),
          ),
        )
        .limit(1)
      const inUse = removed.find((point) => point.id === chosen?.id)
      if (inUse) throw apiError('trip.boarding_point_in_use', { city: inUse.city })
      try {
        await tx.delete(tripBoardingPoints).where(and(eq(tripBoardingPoints.tripId, id), keptIds.length ? notInArray(tripBoardingPoints.id, keptIds) : undefined))
      } catch (error) {
        throw isForeignKeyViolation(error) ? apiError('trip.boarding_point_in_use', { city: removed[0]!.city }) : error
      }
    }
    for (const [position, { id: pointId, at, ...point }] of input.boardingPoints.entries()) {
      const values = { ...point, at: new Date(at), position }
      if (pointId === null) await tx.insert(tripBoardingPoints).values({ tripId: id, ...values })
      else await tx.update(tripBoardingPoints).set(values).where(eq(tripBoardingPoints.id, pointId))
    }
    return audited(tx, actorId, id, before, now)
  })
}

/**
 * The vehicles, and the trip's vacancies with them: a trip with vehicles sells exactly their seats
 * for sale, so its seats left move by the same amount, refused below the places orders hold. A
 * vehicle removed, a layout changed or a seat blocked may not take a seat a traveller holds.
 * Without vehicles the trip keeps its vacancies and sells places again.
 */
export async function replaceVehicles(db: Db, actorId: number, id: number, input: VehiclesUpdate, now: Date): Promise<AdminTrip> {
  return db.transaction(async (tx) => {
    await lockTrip(tx, id)
    const before = await loadedTrip(tx, id)
    assertKnownIds(input.vehicles, new Set(before.vehicles.map((vehicle) => vehicle.id)), 'vehicles', 'vehicle.unknown')
    const taken = await seatsTakenIn(
      tx,
      before.vehicles.map((vehicle) => vehicle.id),
    )
    const kept = new Map(input.vehicles.flatMap((vehicle) => (vehicle.id === null ? [] : [[vehicle.id, vehicle] as const])))
    // A locked list's vehicle keeps its name, layout and blocked seats, and stays (its order may change).
    const lockedChanged = before.vehicles.find((vehicle) => {
      const next = kept.get(vehicle.id)
      return vehicle.manifestLockedAt !== null && (!next || next.name !== vehicle.name || next.layout !== vehicle.layout || !sameSeats(next.blockedSeats, vehicle.blockedSeats))
    })
    if (lockedChanged) throw apiError('manifest_locked', { name: lockedChanged.name })
    for (const vehicle of before.vehicles) {
      const next = kept.get(vehicle.id)
      const stillForSale = (number: number) => next !== undefined && number <= seatsOfLayout(next.layout).length && !next.blockedSeats.includes(number)
      if ([...(taken.get(vehicle.id) ?? [])].some((number) => !stillForSale(number))) throw apiError('trip.vehicle_in_use', { name: vehicle.name })
    }
    const removedIds = before.vehicles.filter((vehicle) => !kept.has(vehicle.id)).map((vehicle) => vehicle.id)
    if (removedIds.length > 0) await tx.delete(tripVehicles).where(inArray(tripVehicles.id, removedIds))
    for (const [position, { id: vehicleId, blockedSeats, ...vehicle }] of input.vehicles.entries()) {
      const values = { ...vehicle, blockedSeats: [...new Set(blockedSeats)].sort((a, b) => a - b), position }
      if (vehicleId === null) await tx.insert(tripVehicles).values({ tripId: id, ...values })
      else await tx.update(tripVehicles).set(values).where(eq(tripVehicles.id, vehicleId))
    }
    if (input.vehicles.length > 0)
      await followVehicles(
        tx,
        id,
        input.vehicles.reduce((sum, vehicle) => sum + seatsForSale(vehicle), 0),
      )
    return audited(tx, actorId, id, before, now)
  })
}

const sameSeats = (a: number[], b: number[]) => [...new Set(a)].sort((x, y) => x - y).join() === [...new Set(b)].sort((x, y) => x - y).join()

/** The trip's vacancies become `vacancies`, its seats left moving with them, never below the places held (400 on `vehicles`). */
async function followVehicles(tx: DbOrTx, id: number, vacancies: number) {
  const [updated] = await tx
    .update(trips)
    .set({ vacancies, seatsLeft: sql`${trips.seatsLeft} + (${vacancies} - ${trips.vacancies})` })
    .where(and(eq(trips.id, id), sql`${trips.vacancies} - ${trips.seatsLeft} <= ${vacancies}`))
    .returning({ id: trips.id })
  if (updated) return
  const [seats] = await tx
    .select({ held: sql<number>`${trips.vacancies} - ${trips.seatsLeft}`.mapWith(Number) })
    .from(trips)
    .where(eq(trips.id, id))
  throw fieldError('vehicles', 'trip.seats_taken', { held: seats?.held ?? 0 })
}

/** A duplicate's departure: the source's boarding points and vehicles, as new rows (its vacancies were copied with the trip). */
export async function copyDeparture(tx: DbOrTx, source: AdminTrip, toId: number): Promise<void> {
  if (source.boardingPoints.length > 0)
    await tx
      .insert(tripBoardingPoints)
      .values(source.boardingPoints.map(({ city, place, at, extraCents }, position) => ({ tripId: toId, city, place, at: new Date(at), extraCents, position })))
  if (source.vehicles.length > 0)
    await tx.insert(tripVehicles).values(source.vehicles.map(({ name, layout, blockedSeats }, position) => ({ tripId: toId, name, layout, blockedSeats, position })))
}
