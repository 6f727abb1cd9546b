import * as v from 'valibot'
import type { TripBuyersPage } from '../admin/buyer.ts'
import type { AdminTripSummary } from '../admin/trip/list.ts'
import type { AdminTrip } from '../admin/trip/trip.ts'
import { paymentMethods } from '../order-status.ts'
import type { Page } from '../query-params.ts'
import { classifications, transports, tripSections } from '../trip.ts'
import { answerSchema } from './answer-schema.ts'
import { boardingPointSchema, cancellationPolicyAnswerSchema, idSchema, isoDateText, isoTimestampText, pageSchema } from './catalogue.ts'
import { vehicleLayouts } from '../vehicle-layouts.ts'
import { storedImageAnswerSchema } from './admin.ts'

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const adminTripSummarySchema = answerSchema<AdminTripSummary>()(
  v.object({
    id: idSchema,
    name: v.string(),
    slug: v.string(),
    classification: v.picklist(classifications),
    transport: v.picklist(transports),
    checkIn: isoDateText,
    checkOut: isoDateText,
    destination: v.string(),
    vacancies: count,
    seatsLeft: count,
    featured: v.boolean(),
    published: v.boolean(),
    fromPriceCents: v.nullable(cents),
    orders: count,
    coverUrl: v.nullable(v.string()),
    updatedAt: isoTimestampText,
  }),
)

/** GET /api/admin/trips. */
export const adminTripPageSchema = answerSchema<Page<AdminTripSummary>>()(pageSchema(adminTripSummarySchema))

const flightAnswerSchema = v.object({
  airlineId: idSchema,
  flightNumber: v.string(),
  boardingAirport: v.string(),
  destination: v.string(),
  departureDate: isoDateText,
  departureTime: v.string(),
  arrivalTime: v.string(),
})

/** GET, POST, PUT and PATCH /api/admin/trips(/:id), and a duplicate: the trip as its form edits it. */
export const adminTripSchema = answerSchema<AdminTrip>()(
  v.object({
    id: idSchema,
    slug: v.string(),
    name: v.string(),
    classification: v.picklist(classifications),
    transport: v.picklist(transports),
    eventTypeId: v.nullable(idSchema),
    checkIn: isoDateText,
    checkOut: isoDateText,
    destination: v.string(),
    placeDescription: v.string(),
    boardingPlace: v.string(),
    hotel: v.string(),
    mentalMapTag: v.string(),
    vacancies: count,
    seatsLeft: count,
    ...(Object.fromEntries(tripSections.map((section) => [section, v.array(v.string())])) as Record<
      (typeof tripSections)[number],
      v.ArraySchema<v.StringSchema<undefined>, undefined>
    >),
    schedule: v.array(v.object({ day: count, title: v.string(), locations: v.array(v.string()), description: v.string() })),
    options: v.array(v.object({ id: idSchema, name: v.string(), priceCents: cents, people: count, orders: count })),
    flights: v.object({ first: v.nullable(flightAnswerSchema), second: v.nullable(flightAnswerSchema) }),
    images: v.array(storedImageAnswerSchema),
    featured: v.boolean(),
    published: v.boolean(),
    boletoInstallments: v.boolean(),
    maxInstallments: count,
    travellersDeadlineHours: v.nullable(count),
    boardingPoints: v.array(boardingPointSchema),
    vehicles: v.array(
      v.object({
        id: idSchema,
        name: v.string(),
        layout: v.picklist(vehicleLayouts),
        blockedSeats: v.array(count),
        manifestLockedAt: v.nullable(isoTimestampText),
        seatsTaken: count,
      }),
    ),
    paymentPlan: v.nullable(v.object({ depositPercent: count, balanceDueDays: count })),
    cancellationPolicy: cancellationPolicyAnswerSchema,
    orders: count,
    updatedAt: isoTimestampText,
  }),
)

/** GET /api/admin/trips/:id/buyers. */
export const tripBuyersPageSchema = answerSchema<TripBuyersPage>()(
  v.object({
    trip: v.object({ id: idSchema, name: v.string(), slug: v.string(), checkIn: isoDateText, checkOut: isoDateText, vacancies: count, seatsLeft: count }),
    ...pageSchema(
      v.object({
        code: v.string(),
        payer: v.object({ name: v.string(), cpf: v.string(), birthDate: v.string(), email: v.string(), phone: v.string() }),
        optionName: v.string(),
        people: count,
        amountCents: cents,
        method: v.picklist(paymentMethods),
        installments: count,
        paidAt: isoTimestampText,
      }),
    ).entries,
  }),
)
