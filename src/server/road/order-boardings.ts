import { asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { travellerPlaces, tripBoardingPoints, tripVehicles } from '../db/schema/index.ts'

/*
 * Where an order's travellers board and sit, grouped by boarding point, for what tells the buyer
 * about the departure: the calendar's event and the reminders (issue 28).
 */

/** A seat as a traveller is told it: its number and the vehicle's name ("Ônibus 1"). */
export interface BoardingSeat {
  vehicleName: string
  number: number
}

/** The travellers of an order boarding at one point, and their seats (none chosen yet: empty). */
export interface OrderBoarding {
  city: string
  place: string
  at: Date
  /** How many of the order's travellers board here. */
  travellers: number
  seats: BoardingSeat[]
}

/** Each order's boardings by order id, earliest point first; an order whose travellers chose no point has none. */
export async function boardingsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderBoarding[]>> {
  const byOrder = new Map<number, OrderBoarding[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select({
      orderId: travellerPlaces.orderId,
      pointId: tripBoardingPoints.id,
      city: tripBoardingPoints.city,
      place: tripBoardingPoints.place,
      at: tripBoardingPoints.at,
      vehicleName: tripVehicles.name,
      number: travellerPlaces.seatNumber,
    })
    .from(travellerPlaces)
    .innerJoin(tripBoardingPoints, eq(tripBoardingPoints.id, travellerPlaces.boardingPointId))
    .leftJoin(tripVehicles, eq(tripVehicles.id, travellerPlaces.vehicleId))
    .where(inArray(travellerPlaces.orderId, orderIds))
    .orderBy(asc(tripBoardingPoints.at), asc(tripBoardingPoints.position), asc(travellerPlaces.position))
  const seen = new Map<string, OrderBoarding>()
  for (const row of rows) {
    const key = `${row.orderId}:${row.pointId}`
    let boarding = seen.get(key)
    if (!boarding) {
      boarding = { city: row.city, place: row.place, at: row.at, travellers: 0, seats: [] }
      seen.set(key, boarding)
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), boarding])
    }
    boarding.travellers += 1
    if (row.vehicleName !== null && row.number !== null) boarding.seats.push({ vehicleName: row.vehicleName, number: row.number })
  }
  return byOrder
}
