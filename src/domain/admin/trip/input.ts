import * as v from 'valibot'
import { isoDate, moneyCents, optionalText, requiredText, timeOfDay, wholeNumber, adminMessages } from '../fields.ts'
import { classifications, transports } from '../../trip.ts'
import { storedImageSchema } from '../../uploads.ts'
import { fieldMessages as m } from '../../user-messages.ts'
import { adminTripMessages as tm } from './messages.ts'
import { cancellationPolicyInputSchema, defaultCancellationPolicy, paymentPlanInputSchema } from '../../sale-terms.ts'

export const MAX_OPTIONS = 20
export const MAX_DAYS = 60
export const MAX_IMAGES = 20
export const MAX_INSTALLMENTS_OF_A_TRIP = 12
/** The travellers' deadline a trip may set: up to 30 days before departure. */
export const MAX_TRAVELLERS_DEADLINE_HOURS = 720

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** An ISO date that exists on the calendar (the format alone lets 2030-02-31 through). */
const calendarDate = v.pipe(isoDate, v.check(isCalendarDate, m.date))

// At most the database's integer: a larger id failed the query itself with a 500 (found by tests/api/fuzz.test.ts).
const rowId = v.pipe(v.number(m.required), v.integer(m.required), v.minValue(1, m.required), v.maxValue(2_147_483_647, m.required))

/**
 * A list of short texts, one a line: the API sends an array, a form's textarea the text itself.
 * Blank lines are dropped. Errors name the whole list, so they land on the textarea.
 */
export const textLines = (maxLines: number, maxLength: number) =>
  v.pipe(
    v.union([v.array(v.string()), v.string()], m.required),
    v.transform((value) => (typeof value === 'string' ? value.split('\n') : value).map((line) => line.trim()).filter(Boolean)),
    v.check((lines) => lines.every((line) => line.length <= maxLength), tm.lineTooLong(maxLength)),
    v.maxLength(maxLines, tm.tooManyLines(maxLines)),
  )

/** One day of the schedule; its number is its place in the list. */
export const scheduleDayInputSchema = v.object({
  title: requiredText(2, 120),
  locations: textLines(20, 120),
  description: optionalText(4000),
})

/** An option kept (with its id) or new (no id). Prices are per person. */
export const tripOptionInputSchema = v.object({
  id: v.optional(v.nullable(rowId), null),
  name: requiredText(2, 120),
  priceCents: v.pipe(moneyCents, v.minValue(1, adminMessages.amount)),
  people: wholeNumber(1, 10),
})

/** One leg of the aerial mesh. */
export const flightInputSchema = v.object({
  airlineId: rowId,
  flightNumber: requiredText(2, 12),
  boardingAirport: requiredText(2, 80),
  destination: requiredText(2, 80),
  departureDate: calendarDate,
  departureTime: timeOfDay,
  arrivalTime: timeOfDay,
})

/**
 * Every field of a trip as an admin creates or replaces it (POST and PUT /api/admin/trips, and
 * the admin's form). Options carry their id when kept, so orders naming them stay valid. An air
 * trip needs both flights; a published trip at least one image.
 */
export const adminTripInputSchema = v.pipe(
  v.object({
    name: requiredText(3, 120),
    classification: v.picklist(classifications, m.required),
    transport: v.picklist(transports, m.required),
    eventTypeId: v.optional(v.nullable(rowId), null),
    checkIn: calendarDate,
    checkOut: calendarDate,
    destination: requiredText(2, 160),
    placeDescription: optionalText(4000),
    boardingPlace: optionalText(300),
    hotel: optionalText(200),
    mentalMapTag: optionalText(60),
    schedule: v.pipe(v.array(scheduleDayInputSchema), v.maxLength(MAX_DAYS, tm.tooManyItems(MAX_DAYS))),
    options: v.pipe(v.array(tripOptionInputSchema), v.minLength(1, tm.optionRequired), v.maxLength(MAX_OPTIONS, tm.tooManyItems(MAX_OPTIONS))),
    vacancies: wholeNumber(1, 10_000),
    included: textLines(50, 500),
    notIncluded: textLines(50, 500),
    documentation: textLines(50, 500),
    extraInfo: textLines(50, 500),
    flights: v.optional(v.object({ first: v.nullable(flightInputSchema), second: v.nullable(flightInputSchema) }), { first: null, second: null }),
    images: v.pipe(v.array(storedImageSchema), v.maxLength(MAX_IMAGES, tm.tooManyItems(MAX_IMAGES))),
    featured: v.optional(v.boolean(), false),
    published: v.optional(v.boolean(), false),
    boletoInstallments: v.optional(v.boolean(), false),
    maxInstallments: v.optional(wholeNumber(1, MAX_INSTALLMENTS_OF_A_TRIP), 10),
    /** Hours before departure the buyers stop editing their travellers; null: the default (docs/TRAVELLERS.md). */
    travellersDeadlineHours: v.optional(v.nullable(wholeNumber(0, MAX_TRAVELLERS_DEADLINE_HOURS)), null),
    /** A deposit now and the balance some days before departure; null: the whole price at once (docs/PAYMENTS.md, "Payment plans"). */
    paymentPlan: v.optional(paymentPlanInputSchema, null),
    /** What a buyer's cancellation costs by days before departure, and the credit offered instead; the default policy when absent (docs/DECISIONS.md). */
    cancellationPolicy: v.optional(cancellationPolicyInputSchema, defaultCancellationPolicy),
  }),
  v.forward(
    v.partialCheck(
      [['checkIn'], ['checkOut']],
      (input) => !isCalendarDate(input.checkIn) || !isCalendarDate(input.checkOut) || input.checkOut >= input.checkIn,
      tm.checkOutBeforeCheckIn,
    ),
    ['checkOut'],
  ),
  // An air trip needs both legs of the aerial mesh.
  v.forward(
    v.partialCheck([['transport'], ['flights', 'first']], (input) => input.transport !== 'air' || input.flights.first !== null, m.required),
    ['flights', 'first'],
  ),
  v.forward(
    v.partialCheck([['transport'], ['flights', 'second']], (input) => input.transport !== 'air' || input.flights.second !== null, m.required),
    ['flights', 'second'],
  ),
  v.forward(
    v.partialCheck([['published'], ['images']], (input) => !input.published || input.images.length > 0, tm.imageRequired),
    ['images'],
  ),
)

export type AdminTripInput = v.InferOutput<typeof adminTripInputSchema>
export type AdminTripFormInput = v.InferInput<typeof adminTripInputSchema>
export type FlightInput = v.InferOutput<typeof flightInputSchema>

/** PATCH /api/admin/trips/:id: publish or unpublish, feature or not, without sending the whole trip. */
export const adminTripPatchSchema = v.pipe(
  v.object({ published: v.optional(v.boolean()), featured: v.optional(v.boolean()) }),
  v.check((patch) => patch.published !== undefined || patch.featured !== undefined, tm.patchEmpty),
)
export type AdminTripPatch = v.InferOutput<typeof adminTripPatchSchema>
