import { asc, inArray } from 'drizzle-orm'
import { seatsOfLayout } from '../../../domain/vehicle-layouts.ts'
import type { orders } from '../schema/index.ts'
import { travellerPlaces, tripBoardingPoints, tripVehicles } from '../schema/index.ts'
import type { Tx } from './insert.ts'
import type { SeedTrip } from './types.ts'

/* The demo's road departures (issue 28): boarding points and buses, and a seat and a boarding point for every traveller sold. */

/** The boarding points and vehicles of the demo trips that have them (`idOf` the trip's id by its index). */
export async function insertDemoDepartures(tx: Tx, list: SeedTrip[], idOf: (index: number) => number): Promise<void> {
  const points = list.flatMap((trip, index) =>
    (trip.departure?.boardingPoints ?? []).map(({ at, extraCents = 0, ...point }, position) => ({ ...point, at: new Date(at), extraCents, position, tripId: idOf(index) })),
  )
  const vehicles = list.flatMap((trip, index) =>
    (trip.departure?.vehicles ?? []).map(({ seatsTaken: _taken, ...vehicle }, position) => ({ ...vehicle, position, tripId: idOf(index) })),
  )
  if (points.length > 0) await tx.insert(tripBoardingPoints).values(points)
  if (vehicles.length > 0) await tx.insert(tripVehicles).values(vehicles)
}

/**
 * Seats the paid orders of trips with vehicles: traveller by traveller, in the orders' order, each
 * vehicle's free seats from the front until it has its `seatsTaken` (the trip's vacancies minus
 * seats left add up to them), each order boarding at the trip's points in turn.
 */
export async function seatDemoOrders(tx: Tx, paid: (typeof orders.$inferSelect)[], seeded: Map<number, NonNullable<SeedTrip['departure']>>): Promise<void> {
  if (seeded.size === 0) return
  const tripIds = [...seeded.keys()]
  const vehicles = await tx.select().from(tripVehicles).where(inArray(tripVehicles.tripId, tripIds)).orderBy(asc(tripVehicles.position))
  const points = await tx.select().from(tripBoardingPoints).where(inArray(tripBoardingPoints.tripId, tripIds)).orderBy(asc(tripBoardingPoints.position))
  const rows: (typeof travellerPlaces.$inferInsert)[] = []
  for (const [tripId, departure] of seeded) {
    const own = vehicles.filter((vehicle) => vehicle.tripId === tripId)
    const stops = points.filter((point) => point.tripId === tripId)
    const seats = own.flatMap((vehicle, index) =>
      seatsOfLayout(vehicle.layout)
        .filter((seat) => !vehicle.blockedSeats.includes(seat.number))
        .slice(0, departure.vehicles[index]!.seatsTaken)
        .map((seat) => ({ vehicleId: vehicle.id, seatNumber: seat.number })),
    )
    paid
      .filter((order) => order.tripId === tripId)
      .forEach((order, index) => {
        for (let position = 0; position < order.people; position++)
          rows.push({ orderId: order.id, position, boardingPointId: stops[index % stops.length]?.id ?? null, ...seats.shift()! })
      })
  }
  if (rows.length > 0) await tx.insert(travellerPlaces).values(rows)
}
