import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { DEPARTURE_DAYS, type Departure } from '../../../domain/admin/dashboard.ts'
import { addDays } from '../../../domain/order-status.ts'
import { toTraveller } from '../../../domain/traveller.ts'
import type { Db } from '../../db/client.ts'
import { qualified } from '../../db/qualified.ts'
import { orders, trips } from '../../db/schema/index.ts'
import { storedTravellersOf } from '../../travellers/stored.ts'
import { payerName } from '../orders/list.ts'

const isPaid = eq(orders.status, 'paid')

/**
 * The trips leaving from `today` to 13 days later (São Paulo days), published or with a paid
 * order (a draft nobody bought is no departure), with their paid orders' missing travellers.
 */
export async function readDepartures(db: Db, today: string): Promise<Departure[]> {
  const leaving = await db
    .select({ id: trips.id, name: trips.name, checkIn: trips.checkIn, vacancies: trips.vacancies })
    .from(trips)
    .where(
      and(
        gte(trips.checkIn, today),
        lt(trips.checkIn, addDays(today, DEPARTURE_DAYS)),
        or(eq(trips.published, true), sql`exists (select 1 from ${orders} where ${qualified(orders.tripId)} = ${qualified(trips.id)} and ${qualified(orders.status)} = 'paid')`),
      ),
    )
    .orderBy(asc(trips.checkIn), asc(trips.name), asc(trips.id))
  if (leaving.length === 0) return []
  const paid = await db
    .select({ id: orders.id, code: orders.code, tripId: orders.tripId, people: orders.people, payerName })
    .from(orders)
    .where(
      and(
        isPaid,
        inArray(
          orders.tripId,
          leaving.map((trip) => trip.id),
        ),
      ),
    )
    .orderBy(asc(payerName), asc(orders.id))
  const stored = await storedTravellersOf(
    db,
    paid.map((order) => order.id),
  )
  return leaving.map((trip) => {
    const tripOrders = paid
      .filter((order) => order.tripId === trip.id)
      .map(({ id, code, people, payerName: name }) => {
        const missing = Array.from({ length: people }, (_, position) => toTraveller(stored.get(id)?.[position], trip.checkIn)).filter((traveller) => !traveller.complete).length
        return { code, payerName: name, people, missing }
      })
    const incompleteOrders = tripOrders.filter((order) => order.missing > 0)
    return {
      ...trip,
      seatsSold: tripOrders.reduce((sum, order) => sum + order.people, 0),
      travellersMissing: incompleteOrders.reduce((sum, order) => sum + order.missing, 0),
      incompleteOrders,
    }
  })
}
