import { count, desc, eq, sql } from 'drizzle-orm'
import type { TripWithOrders } from '../../../domain/admin/order.ts'
import type { Db } from '../../db/client.ts'
import { orders, trips } from '../../db/schema/index.ts'

/**
 * The trips that have orders, latest departure first: what the orders filter and the manifest
 * can choose from (a trip without orders has neither). Every one: an agency runs tens of trips
 * a year, not thousands.
 */
export async function tripsWithOrders(db: Db): Promise<TripWithOrders[]> {
  return db
    .select({
      id: trips.id,
      name: trips.name,
      checkIn: trips.checkIn,
      orders: count(),
      paidOrders: sql<number>`count(*) filter (where ${orders.status} = 'paid')`.mapWith(Number),
    })
    .from(trips)
    .innerJoin(orders, eq(orders.tripId, trips.id))
    .groupBy(trips.id)
    .orderBy(desc(trips.checkIn), desc(trips.id))
}
