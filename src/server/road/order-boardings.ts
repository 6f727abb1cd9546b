import { asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { travellerPlaces, tripBoardingPoints, tripVehicles } from '../db/schema/index.ts'

/*
 * Where an order's travellers board and sit (issue 28): grouped by boarding point for what tells
 * the buyer about the departure (the calendar's event, the reminders), and per traveller for the
 * passenger lists (the agency's own sales).
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

/** Where one traveller boards and sits, as the passenger lists show it (null: not chosen). */
export interface TravellerBoarding {
  boardingPoint: { city: string; place: string; at: string } | null
  busSeat: BoardingSeat | null
}

/** The orders' travellers' places with their point and vehicle, earliest point first (a traveller with a seat and no point last). */
const placeRowsOf = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({
      orderId: travellerPlaces.orderId,
      position: travellerPlaces.position,
      pointId: tripBoardingPoints.id,
      city: tripBoardingPoints.city,
      place: tripBoardingPoints.place,
      at: tripBoardingPoints.at,
      vehicleName: tripVehicles.name,
      number: travellerPlaces.seatNumber,
    })
    .from(travellerPlaces)
    .leftJoin(tripBoardingPoints, eq(tripBoardingPoints.id, travellerPlaces.boardingPointId))
    .leftJoin(tripVehicles, eq(tripVehicles.id, travellerPlaces.vehicleId))
    .where(inArray(travellerPlaces.orderId, orderIds))
    .orderBy(asc(tripBoardingPoints.at), asc(tripBoardingPoints.position), asc(travellerPlaces.position))

const seatOf = (row: { vehicleName: string | null; number: number | null }): BoardingSeat | null =>
  row.vehicleName !== null && row.number !== null ? { vehicleName: row.vehicleName, number: row.number } : null

/** Each traveller's boarding point and seat, by order id and position (0-based); one query for all the orders. */
export async function travellerBoardingsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, Map<number, TravellerBoarding>>> {
  const byOrder = new Map<number, Map<number, TravellerBoarding>>()
  if (orderIds.length === 0) return byOrder
  for (const row of await placeRowsOf(db, orderIds)) {
    const boardingPoint = row.city !== null && row.place !== null && row.at !== null ? { city: row.city, place: row.place, at: row.at.toISOString() } : null
    byOrder.set(row.orderId, (byOrder.get(row.orderId) ?? new Map<number, TravellerBoarding>()).set(row.position, { boardingPoint, busSeat: seatOf(row) }))
  }
  return byOrder
}

/** Each order's boardings by order id, earliest point first; an order whose travellers chose no point has none. */
export async function boardingsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderBoarding[]>> {
  const byOrder = new Map<number, OrderBoarding[]>()
  if (orderIds.length === 0) return byOrder
  const seen = new Map<string, OrderBoarding>()
  for (const row of await placeRowsOf(db, orderIds)) {
    if (row.pointId === null || row.city === null || row.place === null || row.at === null) continue
    const key = `${row.orderId}:${row.pointId}`
    let boarding = seen.get(key)
    if (!boarding) {
      boarding = { city: row.city, place: row.place, at: row.at, travellers: 0, seats: [] }
      seen.set(key, boarding)
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), boarding])
    }
    boarding.travellers += 1
    const seat = seatOf(row)
    if (seat) boarding.seats.push(seat)
  }
  return byOrder
}
