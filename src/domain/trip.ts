import type { CancellationPolicy } from './sale-terms.ts'
import * as v from 'valibot'
import type { BoardingPoint } from './road.ts'
import { freeText } from './text.ts'
import { booleanParam, integerParam, pageParams } from './query-params.ts'
import { classifications, slugPattern, TRIP_QUERY_MAX_LENGTH, transports, tripSections, type Classification, type Transport, type TripSection } from './trip-values.ts'

export { classifications, transports, tripSections, type Classification, type Transport, type TripSection }

export const tripListQuerySchema = v.object({
  classification: v.optional(v.pipe(integerParam('classification must be 0, 1 or 2'), v.picklist(classifications, 'classification must be 0, 1 or 2'))),
  transport: v.optional(v.picklist(transports, 'transport must be road, air or cruise')),
  eventType: v.optional(v.pipe(v.string(), v.regex(slugPattern, 'eventType must be an event type slug'))),
  q: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(TRIP_QUERY_MAX_LENGTH, `q must be at most ${TRIP_QUERY_MAX_LENGTH} characters`))),
  featured: v.optional(booleanParam('featured must be true or false')),
  ...pageParams,
})
export type TripListQuery = v.InferOutput<typeof tripListQuerySchema>

export const tripNameSchema = v.pipe(v.string(), v.maxLength(200), v.regex(slugPattern, 'trip name must be a URL name'))

export interface TripImage {
  url: string
  /** Smaller renditions for `srcset`, by width in pixels. */
  widths: Record<string, string>
  alt: string
}

export interface TripOption {
  id: number
  name: string
  priceCents: number
  people: number
}

export interface ScheduleDay {
  day: number
  title: string
  locations: string[]
  description: string
}

export interface Flight {
  company: string
  flightNumber: string
  boardingAirport: string
  destination: string
  departureDate: string
  departureTime: string
  arrivalTime: string
}

export interface EventTypeRef {
  slug: string
  name: string
}

export interface TripSummary {
  id: number
  name: string
  slug: string
  classification: Classification
  transport: Transport
  eventType: EventTypeRef | null
  checkIn: string
  checkOut: string
  destination: string
  coverImage: TripImage | null
  fromPriceCents: number | null
  seatsLeft: number
  featured: boolean
}

export interface Trip extends TripSummary {
  placeDescription: string
  boardingPlace: string
  hotel: string
  mentalMapTag: string
  vacancies: number
  images: TripImage[]
  schedule: ScheduleDay[]
  options: TripOption[]
  sections: Record<TripSection, string[]>
  flights: { first: Flight | null; second: Flight | null }
  maxInstallments: number
  boletoInstallments: boolean
  /** Where the bus picks travellers up, in the route's order (a road trip's; empty otherwise). */
  boardingPoints: BoardingPoint[]
  /** The trip sells seats of its vehicles (GET /api/trips/{slug}/seats), not only places. */
  hasSeatMap: boolean
  /** A deposit now and the rest by `balanceDueAt` (ISO); null when the trip has none, or leaves sooner than its plan allows. */
  paymentPlan: { depositPercent: number; balanceDueAt: string } | null
  cancellationPolicy: CancellationPolicy
}
