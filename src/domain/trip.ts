import * as v from 'valibot'
import { freeText } from './text.ts'
import { booleanParam, integerParam, pageParams } from './query-params.ts'

/** The spec's classification codes: excursão 0, nacional 1, internacional 2. */
export const classifications = [0, 1, 2] as const
export type Classification = (typeof classifications)[number]

export const transports = ['road', 'air', 'cruise'] as const
export type Transport = (typeof transports)[number]

/** Trip detail sections by the spec's indexes. */
export const tripSections = ['included', 'notIncluded', 'documentation', 'extraInfo'] as const
export type TripSection = (typeof tripSections)[number]

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const tripListQuerySchema = v.object({
  classification: v.optional(v.pipe(integerParam('classification must be 0, 1 or 2'), v.picklist(classifications, 'classification must be 0, 1 or 2'))),
  transport: v.optional(v.picklist(transports, 'transport must be road, air or cruise')),
  eventType: v.optional(v.pipe(v.string(), v.regex(slugPattern, 'eventType must be an event type slug'))),
  q: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
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
}
