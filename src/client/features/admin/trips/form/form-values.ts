import type { AdminTrip } from '../../../../../domain/admin/trip/trip.ts'
import { defaultCancellationPolicy, type CancellationPolicy } from '../../../../../domain/sale-terms.ts'
import { DEFAULT_TRAVELLERS_DEADLINE_HOURS } from '../../../../../domain/traveller.ts'
import type { Classification, Flight, Transport } from '../../../../../domain/trip.ts'
import type { StoredImageInput } from '../../../../../domain/uploads.ts'

/** A flight being edited: the catalogue's fields, the airline chosen by id. */
export type FlightFormValues = Omit<Flight, 'company'> & { airlineId: number | null }

export interface OptionFormValues {
  id: number | null
  name: string
  /** Reais as typed ("1.890,00"). */
  priceCents: string
  people: string
  /** Orders naming the option (not sent: the schema drops it). */
  orders: number
}

export interface DayFormValues {
  title: string
  /** One location a line. */
  locations: string
  description: string
}

/** A cancellation tier as typed: days before departure → penalty %. */
export interface TierFormValues {
  daysBefore: string
  penaltyPercent: string
}

/** The trip's sale terms as typed: null plan, no deposit; null credit months, no credit. */
export interface SaleTermsFormValues {
  paymentPlan: { depositPercent: string; balanceDueDays: string } | null
  cancellationPolicy: { tiers: TierFormValues[]; creditMonths: string | null }
}

/**
 * What the trip form holds: the domain schema's input, with the texts an admin types (prices in
 * reais, lists one item a line); the schema turns it into the API's body.
 */
export interface TripFormValues extends SaleTermsFormValues {
  name: string
  classification: Classification
  transport: Transport
  eventTypeId: number | null
  checkIn: string
  checkOut: string
  destination: string
  placeDescription: string
  boardingPlace: string
  hotel: string
  mentalMapTag: string
  schedule: DayFormValues[]
  options: OptionFormValues[]
  vacancies: string
  included: string
  notIncluded: string
  documentation: string
  extraInfo: string
  flights: { first: FlightFormValues | null; second: FlightFormValues | null }
  images: StoredImageInput[]
  featured: boolean
  published: boolean
  boletoInstallments: boolean
  maxInstallments: number
  travellersDeadlineHours: number
}

export const blankFlight = (): FlightFormValues => ({
  airlineId: null,
  flightNumber: '',
  boardingAirport: '',
  destination: '',
  departureDate: '',
  departureTime: '',
  arrivalTime: '',
})
export const blankDay = (): DayFormValues => ({ title: '', locations: '', description: '' })
export const blankTier = (): TierFormValues => ({ daysBefore: '', penaltyPercent: '' })
export const blankOption = (): OptionFormValues => ({ id: null, name: '', priceCents: '', people: '1', orders: 0 })

/** 189050 → "1.890,50", as an admin types it back. */
export const centsToReais = (cents: number) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)

const lines = (items: string[]) => items.join('\n')

const policyFormValues = (policy: CancellationPolicy): SaleTermsFormValues['cancellationPolicy'] => ({
  tiers: policy.tiers.map((tier) => ({ daysBefore: String(tier.daysBefore), penaltyPercent: String(tier.penaltyPercent) })),
  creditMonths: policy.creditMonths === null ? null : String(policy.creditMonths),
})

/** A new trip: a draft with one empty option and one empty day. */
export const newTripValues = (): TripFormValues => ({
  name: '',
  classification: 0,
  transport: 'road',
  eventTypeId: null,
  checkIn: '',
  checkOut: '',
  destination: '',
  placeDescription: '',
  boardingPlace: '',
  hotel: '',
  mentalMapTag: '',
  schedule: [blankDay()],
  options: [blankOption()],
  vacancies: '',
  included: '',
  notIncluded: '',
  documentation: '',
  extraInfo: '',
  flights: { first: null, second: null },
  images: [],
  featured: false,
  published: false,
  boletoInstallments: false,
  maxInstallments: 10,
  travellersDeadlineHours: DEFAULT_TRAVELLERS_DEADLINE_HOURS,
  paymentPlan: null,
  cancellationPolicy: policyFormValues(defaultCancellationPolicy()),
})

export const tripFormValues = (trip: AdminTrip): TripFormValues => ({
  name: trip.name,
  classification: trip.classification,
  transport: trip.transport,
  eventTypeId: trip.eventTypeId,
  checkIn: trip.checkIn,
  checkOut: trip.checkOut,
  destination: trip.destination,
  placeDescription: trip.placeDescription,
  boardingPlace: trip.boardingPlace,
  hotel: trip.hotel,
  mentalMapTag: trip.mentalMapTag,
  schedule: trip.schedule.map((day) => ({ title: day.title, locations: lines(day.locations), description: day.description })),
  options: trip.options.map((option) => ({ id: option.id, name: option.name, priceCents: centsToReais(option.priceCents), people: String(option.people), orders: option.orders })),
  vacancies: String(trip.vacancies),
  included: lines(trip.included),
  notIncluded: lines(trip.notIncluded),
  documentation: lines(trip.documentation),
  extraInfo: lines(trip.extraInfo),
  flights: trip.flights,
  images: trip.images,
  featured: trip.featured,
  published: trip.published,
  boletoInstallments: trip.boletoInstallments,
  maxInstallments: trip.maxInstallments,
  travellersDeadlineHours: trip.travellersDeadlineHours ?? DEFAULT_TRAVELLERS_DEADLINE_HOURS,
  paymentPlan: trip.paymentPlan && { depositPercent: String(trip.paymentPlan.depositPercent), balanceDueDays: String(trip.paymentPlan.balanceDueDays) },
  cancellationPolicy: policyFormValues(trip.cancellationPolicy),
})
