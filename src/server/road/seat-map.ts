import { and, eq } from 'drizzle-orm'
import type { SeatMap } from '../../domain/road.ts'
import { seatsOfLayout } from '../../domain/vehicle-layouts.ts'
import type { DbOrTx } from '../db/client.ts'
import { trips } from '../db/schema/index.ts'
import { seatsTakenIn, vehiclesOf } from './departure.ts'

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
  const vehicles = await vehiclesOf(db, trip.id)
  const taken = await seatsTakenIn(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  return {
    vehicles: vehicles.map(({ id, name, layout, blockedSeats }) => ({
      id,
      name,
      layout,
      seats: seatsOfLayout(layout).map((seat) => ({
        ...seat,
        status: blockedSeats.includes(seat.number) ? 'blocked' : taken.get(id)?.has(seat.number) ? 'taken' : 'free',
      })),
    })),
  }
}
