import { and, eq } from 'drizzle-orm'
import type { SeatMap, SeatMapVehicle } from '../../domain/road.ts'
import { seatsOfLayout } from '../../domain/vehicle-layouts.ts'
import type { DbOrTx } from '../db/client.ts'
import { trips } from '../db/schema/index.ts'
import { seatsTakenIn, vehiclesOf } from './departure.ts'

/** The trip's vehicles with each seat free, taken (by a paid or pending order) or blocked, and when each one's list was locked. */
export async function vehicleSeatMapsOf(db: DbOrTx, tripId: number): Promise<(SeatMapVehicle & { manifestLockedAt: string | null })[]> {
  const vehicles = await vehiclesOf(db, tripId)
  const taken = await seatsTakenIn(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  return vehicles.map(({ id, name, layout, blockedSeats, manifestLockedAt }) => ({
    id,
    name,
    layout,
    manifestLockedAt,
    seats: seatsOfLayout(layout).map((seat) => ({
      ...seat,
      status: blockedSeats.includes(seat.number) ? 'blocked' : taken.get(id)?.has(seat.number) ? 'taken' : 'free',
    })),
  }))
}

/**
 * GET /api/trips/{slug}/seats: each vehicle's seats, free, taken or blocked, and nothing of who
 * took them. Null for a trip that is not published; a trip without vehicles has none.
 */
export async function seatMapOf(db: DbOrTx, slug: string): Promise<SeatMap | null> {
  const [trip] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.slug, slug), eq(trips.published, true)))
  if (!trip) return null
  return { vehicles: (await vehicleSeatMapsOf(db, trip.id)).map(({ manifestLockedAt: _, ...vehicle }) => vehicle) }
}
