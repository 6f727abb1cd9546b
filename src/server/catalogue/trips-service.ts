import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../domain/query-params.ts'
import type { Classification, Flight, Transport, Trip, TripListQuery, TripSummary } from '../../domain/trip.ts'
import type { Db } from '../db/client.ts'
import { airlines, eventTypes, foldForSearch, tripFlights, tripImages, tripOptions, trips, tripVehicles, type StoredImage } from '../db/schema/index.ts'
import { boardingPointsOf } from '../road/departure.ts'
import { imageDto } from '../storage/image-dto.ts'
import { publicSaleTerms, readSaleTerms } from './sale-terms.ts'

const fromPrice = sql<number | null>`(select min(${tripOptions.priceCents}) from ${tripOptions} where ${tripOptions.tripId} = ${trips.id})`
const coverImage = sql<StoredImage | null>`(select ${tripImages.image} from ${tripImages} where ${tripImages.tripId} = ${trips.id} order by ${tripImages.position}, ${tripImages.id} limit 1)`

const summaryColumns = {
  id: trips.id,
  name: trips.name,
  slug: trips.slug,
  classification: trips.classification,
  transport: trips.transport,
  checkIn: trips.checkIn,
  checkOut: trips.checkOut,
  destination: trips.destination,
  seatsLeft: trips.seatsLeft,
  featured: trips.featured,
  eventSlug: eventTypes.slug,
  eventName: eventTypes.name,
  fromPriceCents: fromPrice,
  cover: coverImage,
}

interface SummaryRow {
  id: number
  name: string
  slug: string
  classification: number
  transport: Transport
  checkIn: string
  checkOut: string
  destination: string
  seatsLeft: number
  featured: boolean
  eventSlug: string | null
  eventName: string | null
  fromPriceCents: number | null
  cover: StoredImage | null
}

function toSummary(row: SummaryRow): TripSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    classification: row.classification as Classification,
    transport: row.transport,
    eventType: row.eventSlug && row.eventName ? { slug: row.eventSlug, name: row.eventName } : null,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    destination: row.destination,
    coverImage: row.cover ? imageDto(row.cover) : null,
    fromPriceCents: row.fromPriceCents === null ? null : Number(row.fromPriceCents),
    seatsLeft: row.seatsLeft,
    featured: row.featured,
  }
}

/** Published trips matching the filters, soonest departure first. */
export async function listTrips(db: Db, query: TripListQuery): Promise<Page<TripSummary>> {
  const filters: SQL[] = [eq(trips.published, true)]
  if (query.classification !== undefined) filters.push(eq(trips.classification, query.classification))
  if (query.transport) filters.push(eq(trips.transport, query.transport))
  if (query.eventType) filters.push(eq(eventTypes.slug, query.eventType))
  if (query.featured !== undefined) filters.push(eq(trips.featured, query.featured))
  if (query.q) {
    for (const word of query.q.split(/\s+/).filter(Boolean)) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      filters.push(sql`${trips.searchText} like ${foldForSearch(sql`${pattern}`)}`)
    }
  }
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()` })
    .from(trips)
    .leftJoin(eventTypes, eq(eventTypes.id, trips.eventTypeId))
    .where(and(...filters))
    .orderBy(asc(trips.checkIn), asc(trips.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const total = rows[0] ? Number(rows[0].total) : await countTrips(db, filters)
  return { items: rows.map((row) => toSummary(row)), total, page: query.page, pageSize: query.pageSize }
}

/** Only needed when the page is past the end: the window count came back with no row. */
async function countTrips(db: Db, filters: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)` })
    .from(trips)
    .leftJoin(eventTypes, eq(eventTypes.id, trips.eventTypeId))
    .where(and(...filters))
  return Number(row?.total ?? 0)
}

/** The whole published trip by its URL name, or null. */
export async function getTripBySlug(db: Db, slug: string, now: Date): Promise<Trip | null> {
  const [row] = await db
    .select({ ...summaryColumns, trip: trips })
    .from(trips)
    .leftJoin(eventTypes, eq(eventTypes.id, trips.eventTypeId))
    .where(and(eq(trips.slug, slug), eq(trips.published, true)))
  if (!row) return null
  const [options, images, flights, boardingPoints, vehicles, terms] = await Promise.all([
    db.select().from(tripOptions).where(eq(tripOptions.tripId, row.id)).orderBy(asc(tripOptions.position), asc(tripOptions.id)),
    db.select().from(tripImages).where(eq(tripImages.tripId, row.id)).orderBy(asc(tripImages.position), asc(tripImages.id)),
    db
      .select({ leg: tripFlights.leg, flight: tripFlights, company: airlines.name })
      .from(tripFlights)
      .innerJoin(airlines, eq(airlines.id, tripFlights.airlineId))
      .where(eq(tripFlights.tripId, row.id))
      .orderBy(desc(tripFlights.leg)),
    boardingPointsOf(db, row.id),
    db.$count(tripVehicles, eq(tripVehicles.tripId, row.id)),
    readSaleTerms(db, row.id),
  ])
  const flightOf = (leg: number): Flight | null => {
    const found = flights.find((f) => f.leg === leg)
    if (!found) return null
    const { flightNumber, boardingAirport, destination, departureDate, departureTime, arrivalTime } = found.flight
    return { company: found.company, flightNumber, boardingAirport, destination, departureDate, departureTime, arrivalTime }
  }
  const { trip } = row
  return {
    ...toSummary(row),
    placeDescription: trip.placeDescription,
    boardingPlace: trip.boardingPlace,
    hotel: trip.hotel,
    mentalMapTag: trip.mentalMapTag,
    vacancies: trip.vacancies,
    images: images.map((image) => imageDto(image.image)),
    schedule: trip.schedule,
    options: options.map(({ id, name, priceCents, people }) => ({ id, name, priceCents, people })),
    sections: { included: trip.included, notIncluded: trip.notIncluded, documentation: trip.documentation, extraInfo: trip.extraInfo },
    flights: { first: flightOf(1), second: flightOf(2) },
    maxInstallments: trip.maxInstallments,
    boletoInstallments: trip.boletoInstallments,
    boardingPoints,
    hasSeatMap: vehicles > 0,
    ...publicSaleTerms(terms, trip.checkIn, now),
  }
}
