import { and, asc, eq, inArray } from 'drizzle-orm'
import { missingValues, type VehicleManifest } from '../../domain/passenger-manifest.ts'
import { toTraveller } from '../../domain/traveller.ts'
import { tripOf } from '../admin/buyers/service.ts'
import { payerName } from '../admin/orders/list.ts'
import type { DbOrTx } from '../db/client.ts'
import { orders, travellerPlaces, tripVehicles } from '../db/schema/index.ts'
import { fieldError } from '../http/validation.ts'
import { storedTravellersOf } from '../travellers/stored.ts'
import { boardingPointsOf } from './departure.ts'

/** The trip's vehicle by id, its row locked `for update` when asked (locking its list); 400 on `field` when it is not one of the trip's. */
export async function vehicleOfTrip(db: DbOrTx, tripId: number, vehicleId: number, field: string, forUpdate = false) {
  const query = db
    .select({ id: tripVehicles.id, name: tripVehicles.name, manifestLockedAt: tripVehicles.manifestLockedAt })
    .from(tripVehicles)
    .where(and(eq(tripVehicles.id, vehicleId), eq(tripVehicles.tripId, tripId)))
  const [vehicle] = forUpdate ? await query.for('update') : await query
  if (!vehicle) throw fieldError(field, 'vehicle.unknown')
  return vehicle
}

/**
 * The carrier's list of one vehicle of the trip (404 for an unknown trip, 400 on `field` for a
 * vehicle not of it): each traveller of a paid order seated in it, by seat number, with where
 * they board; the seats pending orders hold, apart.
 */
export async function vehicleManifest(db: DbOrTx, tripId: number, vehicleId: number, field = 'vehicle', forUpdate = false): Promise<VehicleManifest> {
  const trip = await tripOf(db, tripId)
  const vehicle = await vehicleOfTrip(db, tripId, vehicleId, field, forUpdate)
  const boardingPoints = await boardingPointsOf(db, tripId)
  const seats = await db
    .select({
      seat: travellerPlaces.seatNumber,
      position: travellerPlaces.position,
      boardingPointId: travellerPlaces.boardingPointId,
      orderId: orders.id,
      orderCode: orders.code,
      status: orders.status,
      people: orders.people,
      buyerName: payerName,
      optionName: orders.optionName,
    })
    .from(travellerPlaces)
    .innerJoin(orders, eq(orders.id, travellerPlaces.orderId))
    .where(and(eq(travellerPlaces.vehicleId, vehicleId), inArray(orders.status, ['paid', 'pending'])))
    .orderBy(asc(travellerPlaces.seatNumber))
  const paid = seats.filter((row) => row.status === 'paid')
  const stored = await storedTravellersOf(
    db,
    paid.map((row) => row.orderId),
  )
  return {
    trip,
    vehicle: { id: vehicle.id, name: vehicle.name, manifestLockedAt: vehicle.manifestLockedAt?.toISOString() ?? null },
    boardingPoints,
    passengers: paid.map((row) => {
      const traveller = toTraveller(stored.get(row.orderId)?.[row.position], trip.checkIn)
      return {
        seat: row.seat!,
        orderCode: row.orderCode,
        position: row.position + 1,
        people: row.people,
        buyerName: row.buyerName,
        optionName: row.optionName ?? '',
        traveller,
        missing: missingValues(traveller),
        boardingPoint: boardingPoints.find((point) => point.id === row.boardingPointId) ?? null,
        busSeat: { vehicleName: vehicle.name, number: row.seat! },
      }
    }),
    unpaidSeats: seats.filter((row) => row.status === 'pending').map((row) => row.seat!),
  }
}
