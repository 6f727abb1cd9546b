import { and, desc, eq } from 'drizzle-orm'
import type { ManifestBuyer } from '../../../domain/admin/buyer.ts'
import { missingValues, seatChecks, type AgencyPassengers, type ManifestPassenger, type PassengerManifest } from '../../../domain/passenger-manifest.ts'
import type { Db } from '../../db/client.ts'
import { orders, trips } from '../../db/schema/index.ts'
import { allTripBuyers } from './service.ts'

/** The buyers' travellers as the manifest's rows, numbered in the manifest's order (by buyer name). */
const toPassengers = (buyers: ManifestBuyer[]): ManifestPassenger[] =>
  buyers
    .flatMap((buyer) =>
      buyer.travellers.map((traveller, index) => ({
        orderCode: buyer.code,
        position: index + 1,
        people: buyer.people,
        buyerName: buyer.payer.name,
        optionName: buyer.optionName,
        traveller,
        missing: missingValues(traveller),
      })),
    )
    .map((passenger, index) => ({ seat: index + 1, ...passenger }))

/** GET /api/admin/trips/{id}/passengers (and the PDF): every traveller of the trip's paid orders, with the seat checks; 404 for an unknown trip. */
export async function tripPassengerManifest(db: Db, tripId: number): Promise<PassengerManifest> {
  const { trip, buyers } = await allTripBuyers(db, tripId)
  const passengers = toPassengers(buyers)
  return { trip, passengers, checks: seatChecks(trip, passengers) }
}

/**
 * GET /api/agency/passengers: the travellers of the paid orders credited to one agency (its links
 * and its seller code), by trip, latest departure first; never another's sale nor a direct one.
 */
export async function agencyPassengers(db: Db, agencyId: number): Promise<AgencyPassengers> {
  const tripIds = await db
    .selectDistinct({ id: trips.id, checkIn: trips.checkIn })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .where(and(eq(orders.agencyId, agencyId), eq(orders.status, 'paid')))
    .orderBy(desc(trips.checkIn), trips.id)
  const manifests = await Promise.all(tripIds.map(({ id }) => allTripBuyers(db, id, agencyId)))
  return { trips: manifests.map(({ trip, buyers }) => ({ trip, passengers: toPassengers(buyers) })) }
}
