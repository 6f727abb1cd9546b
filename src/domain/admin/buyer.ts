import type * as v from 'valibot'
import { adminListQuery } from './list.ts'
import type { PaymentMethod } from '../order-status.ts'
import type { Traveller } from '../traveller.ts'

/**
 * The passenger manifest of a trip (GET /api/admin/trips/{id}/buyers and its buyers.csv): each
 * paid order with its payer, by payer name unless sorted otherwise; the CSV has a row per traveller.
 */
export const buyerSortFields = ['payerName', 'paidAt', 'amountCents', 'people', 'optionName'] as const
export const buyerListQuery = adminListQuery(buyerSortFields)
export type BuyerListQuery = v.InferOutput<typeof buyerListQuery>

export interface TripBuyer {
  code: string
  payer: { name: string; cpf: string; birthDate: string; email: string; phone: string }
  optionName: string
  people: number
  amountCents: number
  method: PaymentMethod
  installments: number
  paidAt: string
}

/** A buyer of the manifest's export with the people of the order, one row each in the CSV. */
export interface ManifestBuyer extends TripBuyer {
  travellers: Traveller[]
}

/** The manifest's page with the trip it is of. */
export interface TripBuyersPage {
  trip: { id: number; name: string; slug: string; checkIn: string; checkOut: string; vacancies: number; seatsLeft: number }
  items: TripBuyer[]
  total: number
  page: number
  pageSize: number
}
