import { and, desc, eq } from 'drizzle-orm'
import { missingValues, seatChecks, type AgencyPassengers, type ManifestPassenger, type PassengerManifest } from '../../../domain/passenger-manifest.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { orders, trips } from '../../db/schema/index.ts'
import { travellerBoardingsOf } from '../../road/order-boardings.ts'
import { allTripBuyers, type TripManifestBuyer } from './service.ts'

/** The buyers' travellers as the manifest's rows, numbered in the manifest's order (by buyer name), with where each boards and sits. */
async function toPassengers(db: DbOrTx, buyers: TripManifestBuyer[]): Promise<ManifestPassenger[]> {
  const boardings = await travellerBoardingsOf(
    db,
    buyers.map((buyer) => buyer.orderId),
  )
  return buyers
    .flatMap((buyer) =>
      buyer.travellers.map((traveller, index) => ({
        orderCode: buyer.code,
        position: index + 1,
        people: buyer.people,
        buyerName: buyer.payer.name,
        optionName: buyer.optionName,
        traveller,
        missing: missingValues(traveller),
        boardingPoint: boardings.get(buyer.orderId)?.get(index)?.boardingPoint ?? null,
        busSeat: boardings.get(buyer.orderId)?.get(index)?.busSeat ?? null,
      })),
    )
    .map((passenger, index) => ({ seat: index + 1, ...passenger }))
}

/** GET /api/admin/trips/{id}/passengers (and the PDF): every traveller of the trip's paid orders, with the seat checks; 404 for an unknown trip. */
export async function tripPassengerManifest(db: Db, tripId: number): Promise<PassengerManifest> {
  const { trip, buyers } = await allTripBuyers(db, tripId)
  const passengers = await toPassengers(db, buyers)
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
  return { trips: await Promise.all(manifests.map(async ({ trip, buyers }) => ({ trip, passengers: await toPassengers(db, buyers) }))) }
}
