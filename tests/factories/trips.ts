import { eq } from 'drizzle-orm'
import { slugify } from '../../src/domain/slug.ts'
import type { Classification, ScheduleDay, Transport } from '../../src/domain/trip.ts'
import type { Db } from '../../src/server/db/client.ts'
import { airlines, eventTypes, tripFlights, tripImages, tripOptions, trips, type StoredImage } from '../../src/server/db/schema/index.ts'
import { buildImage, uniqueSuffix } from './images.ts'

export interface OptionInput {
  name: string
  priceCents: number
  people?: number
  /** Display position; the option's index when absent. */
  position?: number
}

/** A stored image and, optionally, its display position (the index when absent). */
export type ImageInput = StoredImage & { position?: number }

export interface FlightInput {
  company: string
  flightNumber: string
  boardingAirport: string
  destination: string
  departureDate: string
  departureTime: string
  arrivalTime: string
}

/** Everything a trip holds, in the shape tests think in; `insertTrip` spreads it over the tables. */
export interface TripInput {
  name: string
  slug: string
  classification: Classification
  transport: Transport
  /** An event type slug; created on insert when it does not exist yet. */
  eventType: string | null
  checkIn: string
  checkOut: string
  destination: string
  placeDescription: string
  boardingPlace: string
  hotel: string
  mentalMapTag: string
  featured: boolean
  published: boolean
  vacancies: number
  seatsLeft: number
  schedule: ScheduleDay[]
  included: string[]
  notIncluded: string[]
  documentation: string[]
  extraInfo: string[]
  maxInstallments: number
  boletoInstallments: boolean
  options: OptionInput[]
  images: ImageInput[]
  /** Air trips get both legs by default; null means no flights at all. */
  flights: { first: FlightInput; second: FlightInput | null } | null
}

/** A plain, valid trip; every field can be overridden. The slug follows the name unless given. */
export function buildTrip(overrides: Partial<TripInput> = {}): TripInput {
  const name = overrides.name ?? `Excursão de teste ${uniqueSuffix()}`
  const transport = overrides.transport ?? 'road'
  const checkIn = overrides.checkIn ?? '2030-03-12'
  const vacancies = overrides.vacancies ?? 40
  return {
    name,
    slug: slugify(name),
    classification: 0,
    transport,
    eventType: null,
    checkIn,
    checkOut: addDays(checkIn, 3),
    destination: 'Campos do Jordão, SP',
    placeDescription: 'Serra da Mantiqueira, clima de montanha e fondue.',
    boardingPlace: 'Terminal Rodoviário Tietê, São Paulo',
    hotel: 'Pousada das Hortênsias',
    mentalMapTag: 'serra',
    featured: false,
    published: true,
    vacancies,
    seatsLeft: vacancies,
    schedule: [
      { day: 1, title: 'Chegada', locations: ['Capivari'], description: 'Check-in e passeio livre.' },
      { day: 2, title: 'Passeios', locations: ['Horto Florestal', 'Amantikir'], description: 'Dia de jardins.' },
    ],
    included: ['Transporte', 'Hospedagem'],
    notIncluded: ['Almoços'],
    documentation: ['RG ou CNH'],
    extraInfo: ['Leve agasalho'],
    maxInstallments: 10,
    boletoInstallments: false,
    options: [
      { name: 'Quarto duplo', priceCents: 189_000, people: 2 },
      { name: 'Quarto individual', priceCents: 129_000, people: 1 },
    ],
    images: [buildImage({ alt: `Foto de ${name}` })],
    flights: transport === 'air' ? buildFlights(checkIn, addDays(checkIn, 3)) : null,
    ...overrides,
  }
}

/** `date` plus `days`, both ISO dates. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

/** An outbound and a return flight. */
export function buildFlights(departureDate = '2030-03-12', returnDate = addDays(departureDate, 3)): NonNullable<TripInput['flights']> {
  return {
    first: {
      company: 'LATAM',
      flightNumber: 'LA3456',
      boardingAirport: 'GRU',
      destination: 'SSA',
      departureDate,
      departureTime: '08:15',
      arrivalTime: '10:40',
    },
    second: {
      company: 'GOL',
      flightNumber: 'G31789',
      boardingAirport: 'SSA',
      destination: 'GRU',
      departureDate: returnDate,
      departureTime: '19:05',
      arrivalTime: '21:30',
    },
  }
}

export async function insertEventType(db: Db, input: { slug: string; name?: string; description?: string }) {
  const [existing] = await db.select().from(eventTypes).where(eq(eventTypes.slug, input.slug))
  if (existing) return existing
  const [row] = await db
    .insert(eventTypes)
    .values({ slug: input.slug, name: input.name ?? input.slug.toUpperCase(), description: input.description ?? '' })
    .returning()
  return row!
}

export async function insertAirline(db: Db, name: string) {
  const [existing] = await db.select().from(airlines).where(eq(airlines.name, name))
  if (existing) return existing
  const [row] = await db.insert(airlines).values({ name }).returning()
  return row!
}

/** Inserts a trip with its event type, options, images and flights; returns the input and the trip's id. */
export async function insertTrip(db: Db, overrides: Partial<TripInput> = {}) {
  const input = buildTrip(overrides)
  const { options, images, flights, eventType, ...columns } = input
  const eventTypeId = eventType ? (await insertEventType(db, { slug: eventType })).id : null
  const [row] = await db
    .insert(trips)
    .values({ ...columns, eventTypeId })
    .returning({ id: trips.id })
  const id = row!.id
  if (options.length > 0) {
    await db
      .insert(tripOptions)
      .values(options.map(({ name, priceCents, people, position }, index) => ({ tripId: id, name, priceCents, people: people ?? 1, position: position ?? index })))
  }
  if (images.length > 0) {
    await db.insert(tripImages).values(images.map(({ position, ...image }, index) => ({ tripId: id, image, position: position ?? index })))
  }
  for (const [leg, flight] of [flights?.first, flights?.second].entries()) {
    if (!flight) continue
    const { company, ...rest } = flight
    const airline = await insertAirline(db, company)
    await db.insert(tripFlights).values({ tripId: id, leg: leg + 1, airlineId: airline.id, ...rest })
  }
  return { ...input, id }
}
