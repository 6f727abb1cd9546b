import type { BoardingReport, BoardingTraveller } from '../../domain/boarding-report.ts'
import { allTripBuyers } from '../admin/buyers/service.ts'
import type { DbOrTx } from '../db/client.ts'
import { placeAt, placesOfOrders } from '../travellers/places.ts'
import { boardingPointsOf } from './departure.ts'
import { vehicleSeatMapsOf } from './seat-map.ts'

/**
 * GET /api/admin/trips/{id}/boarding-report (docs/ADMIN.md "The departure board"): each traveller
 * of the trip's paid orders under the point they board at, points in the route's order and
 * travellers by buyer (a family together), those without a point apart; 404 for an unknown trip.
 */
export async function boardingReportOf(db: DbOrTx, tripId: number): Promise<BoardingReport> {
  const { trip, buyers } = await allTripBuyers(db, tripId)
  const points = await boardingPointsOf(db, tripId)
  const vehicles = await vehicleSeatMapsOf(db, tripId)
  const places = await placesOfOrders(
    db,
    buyers.map((buyer) => buyer.orderId),
  )
  const travellers = buyers.flatMap((buyer) =>
    buyer.travellers.map((data, position) => {
      const place = placeAt(places.get(buyer.orderId) ?? [], position)
      const vehicle = place.seat && vehicles.find((candidate) => candidate.id === place.seat!.vehicleId)
      const entry: BoardingTraveller = {
        orderCode: buyer.code,
        traveller: position,
        people: buyer.people,
        buyerName: buyer.payer.name,
        buyerPhone: buyer.payer.phone,
        data,
        seat: place.seat && vehicle ? { vehicleId: vehicle.id, vehicleName: vehicle.name, number: place.seat.number } : null,
      }
      return { pointId: place.boardingPointId, entry }
    }),
  )
  const at = (pointId: number | null) => travellers.filter((each) => each.pointId === pointId).map((each) => each.entry)
  return {
    trip: { id: trip.id, name: trip.name, slug: trip.slug, checkIn: trip.checkIn, checkOut: trip.checkOut },
    points: points.map((point) => ({ ...point, travellers: at(point.id) })),
    withoutPoint: travellers.filter((each) => !points.some((point) => point.id === each.pointId)).map((each) => each.entry),
    vehicles,
  }
}
