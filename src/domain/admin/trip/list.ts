import * as v from 'valibot'
import { adminListQuery } from '../list.ts'
import { booleanParam, integerParam } from '../../query-params.ts'
import { classifications, transports, type Classification, type Transport } from '../../trip.ts'

/** GET /api/admin/trips: every trip, published or not; the newest departures first unless sorted. */
export const adminTripListQuery = adminListQuery(['checkIn', 'name', 'classification', 'seatsLeft', 'vacancies', 'fromPrice', 'updatedAt'], {
  classification: v.optional(v.pipe(integerParam('classification must be 0, 1 or 2'), v.picklist(classifications, 'classification must be 0, 1 or 2'))),
  transport: v.optional(v.picklist(transports, 'transport must be road, air or cruise')),
  published: v.optional(booleanParam('published must be true or false')),
  featured: v.optional(booleanParam('featured must be true or false')),
})
export type AdminTripListQuery = v.InferOutput<typeof adminTripListQuery>

/** A row of the admin's trips table. */
export interface AdminTripSummary {
  id: number
  name: string
  slug: string
  classification: Classification
  transport: Transport
  checkIn: string
  checkOut: string
  destination: string
  vacancies: number
  seatsLeft: number
  featured: boolean
  published: boolean
  fromPriceCents: number | null
  /** Orders of any status: a trip with orders cannot be deleted. */
  orders: number
  /** The first image's smallest rendition, for a thumbnail. */
  coverUrl: string | null
  updatedAt: string
}
