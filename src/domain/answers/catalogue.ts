import * as v from 'valibot'
import type { Banner, EventType, Product, Tip, TravelInformation } from '../catalogue.ts'
import type { Page } from '../query-params.ts'
import type { CancellationPolicy } from '../sale-terms.ts'
import { classifications, transports, tripSections, type Flight, type ScheduleDay, type Trip, type TripImage, type TripOption, type TripSummary } from '../trip.ts'
import type { BoardingPoint } from '../road.ts'
import { answerSchema } from './answer-schema.ts'

export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1))
const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A trip's cancellation policy, as the trip page and the admin's form read it. */
export const cancellationPolicyAnswerSchema = answerSchema<CancellationPolicy>()(
  v.object({ tiers: v.array(v.object({ daysBefore: count, penaltyPercent: count })), creditMonths: v.nullable(count) }),
)
/** ISO 8601 date (yyyy-mm-dd) and timestamp, as every answer writes them. */
export const isoDateText = v.pipe(v.string(), v.isoDate())
export const isoTimestampText = v.string()

/** A list page of any of the API's lists. */
export const pageSchema = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: count, page: v.pipe(v.number(), v.integer(), v.minValue(1)), pageSize: count })

export const tripImageSchema = answerSchema<TripImage>()(v.object({ url: v.string(), widths: v.record(v.string(), v.string()), alt: v.string() }))

export const tripSummarySchema = answerSchema<TripSummary>()(
  v.object({
    id: idSchema,
    name: v.string(),
    slug: v.string(),
    classification: v.picklist(classifications),
    transport: v.picklist(transports),
    eventType: v.nullable(v.object({ slug: v.string(), name: v.string() })),
    checkIn: isoDateText,
    checkOut: isoDateText,
    destination: v.string(),
    coverImage: v.nullable(tripImageSchema),
    fromPriceCents: v.nullable(cents),
    seatsLeft: count,
    featured: v.boolean(),
  }),
)

export const tripPageSchema = answerSchema<Page<TripSummary>>()(pageSchema(tripSummarySchema))

const scheduleDaySchema = answerSchema<ScheduleDay>()(v.object({ day: count, title: v.string(), locations: v.array(v.string()), description: v.string() }))
const tripOptionSchema = answerSchema<TripOption>()(v.object({ id: idSchema, name: v.string(), priceCents: cents, people: count }))
const flightSchema = answerSchema<Flight>()(
  v.object({
    company: v.string(),
    flightNumber: v.string(),
    boardingAirport: v.string(),
    destination: v.string(),
    departureDate: v.string(),
    departureTime: v.string(),
    arrivalTime: v.string(),
  }),
)

export const boardingPointSchema = answerSchema<BoardingPoint>()(v.object({ id: idSchema, city: v.string(), place: v.string(), at: isoTimestampText, extraCents: count }))

export const tripSchema = answerSchema<Trip>()(
  v.object({
    ...tripSummarySchema.entries,
    placeDescription: v.string(),
    boardingPlace: v.string(),
    hotel: v.string(),
    mentalMapTag: v.string(),
    vacancies: count,
    images: v.array(tripImageSchema),
    schedule: v.array(scheduleDaySchema),
    options: v.array(tripOptionSchema),
    sections: v.object(
      Object.fromEntries(tripSections.map((section) => [section, v.array(v.string())])) as Record<
        (typeof tripSections)[number],
        v.ArraySchema<v.StringSchema<undefined>, undefined>
      >,
    ),
    flights: v.object({ first: v.nullable(flightSchema), second: v.nullable(flightSchema) }),
    maxInstallments: count,
    boletoInstallments: v.boolean(),
    boardingPoints: v.array(boardingPointSchema),
    hasSeatMap: v.boolean(),
    paymentPlan: v.nullable(v.object({ depositPercent: count, balanceDueAt: isoTimestampText })),
    cancellationPolicy: cancellationPolicyAnswerSchema,
  }),
)

export const bannerSchema = answerSchema<Banner>()(
  v.object({
    id: idSchema,
    title: v.string(),
    image: tripImageSchema,
    link: v.nullable(v.string()),
    startsAt: v.nullable(isoTimestampText),
    endsAt: v.nullable(isoTimestampText),
    position: count,
  }),
)

export const tipSchema = answerSchema<Tip>()(v.object({ id: idSchema, slug: v.string(), title: v.string(), text: v.string(), image: v.nullable(tripImageSchema) }))

export const travelInformationSchema = answerSchema<TravelInformation>()(v.object({ id: idSchema, type: v.string(), text: v.string() }))

export const eventTypeSchema = answerSchema<EventType>()(v.object({ id: idSchema, slug: v.string(), name: v.string(), description: v.string() }))

export const productSchema = answerSchema<Product>()(
  v.object({ id: idSchema, name: v.string(), description: v.string(), photo: tripImageSchema, pdfUrl: v.string(), priceCents: v.nullable(cents) }),
)
