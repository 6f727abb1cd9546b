import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '../../domain/order-status.ts'
import type { Flight } from '../../domain/trip.ts'
import type { DbOrTx } from '../db/client.ts'
import { orders, tripFlights, trips } from '../db/schema/index.ts'
import { boardingsOfOrders, type OrderBoarding } from '../road/order-boardings.ts'

/** A flight of the trip: 1 the outbound leg, 2 the return. */
export type CalendarFlight = Omit<Flight, 'company'> & { leg: number }

/** What a trip order's calendar says: the order, its trip's dates and places, and its flights. */
export interface CalendarOrder {
  code: string
  status: OrderStatus
  itemName: string
  optionName: string | null
  people: number
  trip: { checkIn: string; checkOut: string; destination: string; boardingPlace: string } | null
  flights: CalendarFlight[]
  /** Where its travellers board a road trip's bus, earliest first (none chosen: empty). */
  boardings: OrderBoarding[]
}

const ordersWithTrips = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      itemName: orders.itemName,
      optionName: orders.optionName,
      people: orders.people,
      tripId: trips.id,
      trip: { checkIn: trips.checkIn, checkOut: trips.checkOut, destination: trips.destination, boardingPlace: trips.boardingPlace },
    })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .where(where)
    .orderBy(asc(trips.checkIn), asc(orders.id))

/** Three queries whatever the number of orders: the orders with their trips, every flight of those trips, their travellers' boardings. */
async function withFlights(db: DbOrTx, rows: Awaited<ReturnType<typeof ordersWithTrips>>): Promise<CalendarOrder[]> {
  const tripIds = [...new Set(rows.flatMap((row) => (row.tripId === null ? [] : [row.tripId])))]
  const flights = tripIds.length === 0 ? [] : await db.select().from(tripFlights).where(inArray(tripFlights.tripId, tripIds)).orderBy(asc(tripFlights.leg))
  const boardings = await boardingsOfOrders(
    db,
    rows.map((row) => row.id),
  )
  return rows.map(({ tripId, id, ...row }) => ({ ...row, flights: flights.filter((flight) => flight.tripId === tripId), boardings: boardings.get(id) ?? [] }))
}

/** The user's order of `code` (null when it is not theirs), as its calendar needs it. */
export async function calendarOrderOf(db: DbOrTx, userId: number, code: string): Promise<CalendarOrder | null> {
  const [found] = await withFlights(db, await ordersWithTrips(db, and(eq(orders.code, code), eq(orders.userId, userId))))
  return found ?? null
}

/** The user's confirmed (paid) trip orders: their calendar feed. */
export async function confirmedTripsOf(db: DbOrTx, userId: number): Promise<CalendarOrder[]> {
  const rows = await ordersWithTrips(db, and(eq(orders.userId, userId), eq(orders.status, 'paid')))
  return withFlights(
    db,
    rows.filter((row) => row.trip !== null),
  )
}
