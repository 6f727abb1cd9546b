import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm'
import type { BoardingPoint } from '../../domain/road.ts'
import { seatsOfLayout, type VehicleLayout } from '../../domain/vehicle-layouts.ts'
import type { DbOrTx } from '../db/client.ts'
import { travellerPlaces, tripBoardingPoints, tripVehicles } from '../db/schema/index.ts'

/* A road trip's departure as the other areas read it: its boarding points and vehicles (issue 28). */

export interface Vehicle {
  id: number
  name: string
  layout: VehicleLayout
  blockedSeats: number[]
  /** When its passenger list was locked as sent to the carrier (ISO), null while open. */
  manifestLockedAt: string | null
}

/** The trip's boarding points in the route's order. */
export async function boardingPointsOf(db: DbOrTx, tripId: number): Promise<BoardingPoint[]> {
  const rows = await db.select().from(tripBoardingPoints).where(eq(tripBoardingPoints.tripId, tripId)).orderBy(asc(tripBoardingPoints.position), asc(tripBoardingPoints.id))
  return rows.map(({ id, city, place, at, extraCents }) => ({ id, city, place, at: at.toISOString(), extraCents }))
}

/** The trip's vehicles in their order. */
export async function vehiclesOf(db: DbOrTx, tripId: number): Promise<Vehicle[]> {
  const rows = await db.select().from(tripVehicles).where(eq(tripVehicles.tripId, tripId)).orderBy(asc(tripVehicles.position), asc(tripVehicles.id))
  return rows.map(({ id, name, layout, blockedSeats, manifestLockedAt }) => ({ id, name, layout, blockedSeats, manifestLockedAt: manifestLockedAt?.toISOString() ?? null }))
}

/** The seats a vehicle sells: its layout's but the blocked ones. */
export const seatsForSale = (vehicle: Pick<Vehicle, 'layout' | 'blockedSeats'>): number => seatsOfLayout(vehicle.layout).length - new Set(vehicle.blockedSeats).size

/** The seats travellers hold in these vehicles, by vehicle id. */
export async function seatsTakenIn(db: DbOrTx, vehicleIds: number[]): Promise<Map<number, Set<number>>> {
  const taken = new Map<number, Set<number>>(vehicleIds.map((id) => [id, new Set()]))
  if (vehicleIds.length === 0) return taken
  const rows = await db
    .select({ vehicleId: travellerPlaces.vehicleId, number: travellerPlaces.seatNumber })
    .from(travellerPlaces)
    .where(and(inArray(travellerPlaces.vehicleId, vehicleIds), isNotNull(travellerPlaces.seatNumber)))
  for (const row of rows) if (row.vehicleId !== null && row.number !== null) taken.get(row.vehicleId)?.add(row.number)
  return taken
}
