import { sql, type SQL } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ScheduleDay } from '../../../domain/trip.ts'

/* Trips and what the catalogue shows around them: airlines, event types, banners, tips, travel information, products, settings and contact messages. */

export const airlines = pgTable('airlines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
})

// Capitals too: lower() leaves accented capitals alone on a server whose character locale is C.
const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ'
const plain = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn'

/** Lower case without accents; immutable, so usable in generated columns. */
export const foldForSearch = (value: SQL) => sql`translate(lower(${value}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`

/** Images are stored renditions: `key` is the largest; `widths` maps a width to its key. */
export type StoredImage = { key: string; widths: Record<string, string>; alt: string }

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    classification: smallint('classification').notNull(),
    transport: text('transport', { enum: ['road', 'air', 'cruise'] }).notNull(),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    destination: text('destination').notNull(),
    placeDescription: text('place_description').notNull().default(''),
    boardingPlace: text('boarding_place').notNull().default(''),
    hotel: text('hotel').notNull().default(''),
    mentalMapTag: text('mental_map_tag').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    vacancies: integer('vacancies').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull().default([]),
    included: jsonb('included').$type<string[]>().notNull().default([]),
    notIncluded: jsonb('not_included').$type<string[]>().notNull().default([]),
    documentation: jsonb('documentation').$type<string[]>().notNull().default([]),
    extraInfo: jsonb('extra_info').$type<string[]>().notNull().default([]),
    maxInstallments: smallint('max_installments').notNull().default(10),
    boletoInstallments: boolean('boleto_installments').notNull().default(false),
    /** Hours before departure the buyers stop editing their travellers; null: DEFAULT_TRAVELLERS_DEADLINE_HOURS (docs/TRAVELLERS.md). */
    travellersDeadlineHours: integer('travellers_deadline_hours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and place folded to lower case without accents, so "sao paulo" finds "São Paulo". */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${foldForSearch(sql`${trips.name} || ' ' || ${trips.destination} || ' ' || ${trips.placeDescription}`)}`),
  },
  (t) => [
    uniqueIndex('trips_slug_unique').on(t.slug),
    index('trips_listing_idx').on(t.published, t.checkIn),
    check('trips_classification_check', sql`${t.classification} in (0, 1, 2)`),
    check('trips_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.vacancies}`),
  ],
)

export const tripOptions = pgTable(
  'trip_options',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    people: smallint('people').notNull().default(1),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('trip_options_trip_idx').on(t.tripId), check('trip_options_price_check', sql`${t.priceCents} >= 0`)],
)

export const tripImages = pgTable(
  'trip_images',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<StoredImage>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('trip_images_trip_idx').on(t.tripId)],
)

export const tripFlights = pgTable(
  'trip_flights',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    leg: smallint('leg').notNull(),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id),
    flightNumber: text('flight_number').notNull(),
    boardingAirport: text('boarding_airport').notNull(),
    destination: text('destination').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
  },
  (t) => [uniqueIndex('trip_flights_leg_unique').on(t.tripId, t.leg), check('trip_flights_leg_check', sql`${t.leg} in (1, 2)`)],
)

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  link: text('link'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
  position: smallint('position').notNull().default(0),
})

export const tips = pgTable('tips', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: jsonb('image').$type<StoredImage>(),
  active: boolean('active').notNull().default(true),
  position: smallint('position').notNull().default(0),
})

export const travelInformation = pgTable('travel_information', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  text: text('text').notNull(),
  position: smallint('position').notNull().default(0),
})

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  photo: jsonb('photo').$type<StoredImage>().notNull(),
  pdfKey: text('pdf_key').notNull(),
  priceCents: integer('price_cents'),
  active: boolean('active').notNull().default(true),
})

/** Key/value settings an admin changes, e.g. how many banners the home page shows. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The submission's Idempotency-Key (unique) and body hash: a replay of the offline form answers this row (docs/OFFLINE.md). */
  idempotencyKey: text('idempotency_key').unique('contact_messages_idempotency_key_idx'),
  requestHash: text('request_hash'),
})
