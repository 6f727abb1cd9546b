import type { Classification, Flight, ScheduleDay, Transport } from '../../../domain/trip.ts'
import type { VehicleLayout } from '../../../domain/vehicle-layouts.ts'
import type { Artwork } from './art/index.ts'
import type { PaymentPlanTerms } from '../../../domain/sale-terms.ts'

/** A demo picture: its artwork gets its seed from where it is used, so no two look alike. */
export type SeedImage = Omit<Artwork, 'seed'>

/** A flight as the catalogue shows it, its airline named (the seed finds or makes the row). */
export type SeedFlight = Omit<Flight, 'company'> & { airline: string }

export interface SeedTrip {
  name: string
  classification: Classification
  transport: Transport
  /** An event type's slug. */
  eventType?: string
  checkIn: string
  checkOut: string
  destination: string
  placeDescription: string
  boardingPlace: string
  hotel: string
  mentalMapTag: string
  featured?: boolean
  vacancies: number
  seatsLeft: number
  maxInstallments: number
  boletoInstallments?: boolean
  /** Null or absent: the default (docs/TRAVELLERS.md). */
  travellersDeadlineHours?: number
  /** A deposit now and the balance N days before departure (docs/PAYMENTS.md, "Payment plans"); absent: in full only. The default cancellation policy either way. */
  paymentPlan?: PaymentPlanTerms
  /** Prices are per person; `people` is how many share the room (or cabin) the option names. */
  options: { name: string; priceCents: number; people: number }[]
  schedule: ScheduleDay[]
  included: string[]
  notIncluded: string[]
  documentation: string[]
  extraInfo: string[]
  /**
   * A road trip's boarding points (`at` in São Paulo time, -03:00) and vehicles (seed/road.ts): its
   * vacancies must be the vehicles' seats for sale, and its sold seats are seated, travellers complete.
   */
  departure?: {
    boardingPoints: { city: string; place: string; at: string; extraCents?: number }[]
    vehicles: { name: string; layout: VehicleLayout; blockedSeats: number[]; seatsTaken: number }[]
  }
  /** Outbound (leg 1) and return (leg 2), for air trips. */
  flights?: [SeedFlight, SeedFlight]
  images: SeedImage[]
}

export const day = (number: number, title: string, locations: string[], description: string): ScheduleDay => ({
  day: number,
  title,
  locations,
  description,
})

/** Documents every trip inside Brazil asks for. */
export const nationalDocuments = ['Documento oficial com foto (RG, CNH ou CIN) dentro da validade', 'Menores de 16 anos sem os pais: autorização com firma reconhecida']

/** Documents for Argentina, Uruguay, Chile and the rest of Mercosul. */
export const mercosulDocuments = [
  'RG ou CIN em bom estado, emitido há menos de 10 anos, ou passaporte válido',
  'CNH não é aceita como documento de viagem',
  'Menores de 18 anos com apenas um dos pais: autorização do outro com firma reconhecida',
]
