import type { DbOrTx } from '../../db/client.ts'
import { apiError } from '../../http/errors.ts'
import { asc, count, eq } from 'drizzle-orm'
import type { AdminTrip } from '../../../domain/admin/trip/trip.ts'
import type { Classification } from '../../../domain/trip.ts'
import { readSaleTerms } from '../../catalogue/sale-terms.ts'
import { orders, tripFlights, tripImages, tripOptions, trips } from '../../db/schema/index.ts'
import { boardingPointsOf, seatsTakenIn, vehiclesOf } from '../../road/departure.ts'

/** The whole trip as the admin's form edits it, or null. */
export async function findAdminTrip(db: DbOrTx, id: number): Promise<AdminTrip | null> {
  const [trip] = await db.select().from(trips).where(eq(trips.id, id))
  if (!trip) return null
  // One after the other: inside a transaction the queries share one connection.
  const options = await db.select().from(tripOptions).where(eq(tripOptions.tripId, id)).orderBy(asc(tripOptions.position), asc(tripOptions.id))
  const optionOrders = await db.select({ optionId: orders.optionId, orders: count() }).from(orders).where(eq(orders.tripId, id)).groupBy(orders.optionId)
  const images = await db.select().from(tripImages).where(eq(tripImages.tripId, id)).orderBy(asc(tripImages.position), asc(tripImages.id))
  const flights = await db.select().from(tripFlights).where(eq(tripFlights.tripId, id))
  const boardingPoints = await boardingPointsOf(db, id)
  const vehicles = await vehiclesOf(db, id)
  const taken = await seatsTakenIn(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  const terms = await readSaleTerms(db, id)
  const ordersOf = (optionId: number) => optionOrders.find((row) => row.optionId === optionId)?.orders ?? 0
  const flightOf = (leg: number) => {
    const found = flights.find((flight) => flight.leg === leg)
    if (!found) return null
    const { airlineId, flightNumber, boardingAirport, destination, departureDate, departureTime, arrivalTime } = found
    return { airlineId, flightNumber, boardingAirport, destination, departureDate, departureTime, arrivalTime }
  }
  return {
    id: trip.id,
    slug: trip.slug,
    name: trip.name,
    classification: trip.classification as Classification,
    transport: trip.transport,
    eventTypeId: trip.eventTypeId,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    destination: trip.destination,
    placeDescription: trip.placeDescription,
    boardingPlace: trip.boardingPlace,
    hotel: trip.hotel,
    mentalMapTag: trip.mentalMapTag,
    schedule: trip.schedule,
    options: options.map(({ id: optionId, name, priceCents, people }) => ({ id: optionId, name, priceCents, people, orders: ordersOf(optionId) })),
    vacancies: trip.vacancies,
    seatsLeft: trip.seatsLeft,
    included: trip.included,
    notIncluded: trip.notIncluded,
    documentation: trip.documentation,
    extraInfo: trip.extraInfo,
    flights: { first: flightOf(1), second: flightOf(2) },
    images: images.map((row) => row.image),
    featured: trip.featured,
    published: trip.published,
    boletoInstallments: trip.boletoInstallments,
    maxInstallments: trip.maxInstallments,
    travellersDeadlineHours: trip.travellersDeadlineHours,
    boardingPoints,
    vehicles: vehicles.map((vehicle) => ({ ...vehicle, seatsTaken: taken.get(vehicle.id)?.size ?? 0 })),
    ...terms,
    orders: optionOrders.reduce((sum, row) => sum + row.orders, 0),
    updatedAt: trip.updatedAt.toISOString(),
  }
}

/** What the audit log keeps of a trip: the form's fields, so a line says which of them changed. */
export const auditedFields = ({ id: _id, orders: _orders, updatedAt: _at, seatsLeft: _seats, options, vehicles, ...trip }: AdminTrip) => ({
  ...trip,
  options: options.map(({ orders: _count, ...option }) => option),
  vehicles: vehicles.map(({ seatsTaken: _taken, ...vehicle }) => vehicle),
})

/** The trip as the admin edits it; 404 when there is none. */
export async function loadedTrip(tx: DbOrTx, id: number): Promise<AdminTrip> {
  const trip = await findAdminTrip(tx, id)
  if (!trip) throw apiError('trip.not_found', { id })
  return trip
}
