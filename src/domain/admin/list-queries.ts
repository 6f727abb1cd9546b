import * as v from 'valibot'
import { adminListQuery } from './list.ts'
import { orderStatuses, paymentMethods } from '../order-status.ts'
import { integerParam } from '../query-params.ts'
import type { UserType } from '../session.ts'

/**
 * The query of every admin list (`GET /api/admin/<resource>`), which is also the validated URL
 * search of its screen. They live apart from the resources' input schemas because every route's
 * `validateSearch` is part of each first visit's JavaScript (docs/PERFORMANCE.md): this module
 * must import nothing heavier than valibot.
 */

const typeMessage = 'type must be 0, 1 or 2'

/** GET /api/admin/users: newest first unless sorted; `type` filters; `q` finds a name, an email or a CPF typed with or without its mask. */
export const adminUserListQuery = adminListQuery(['name', 'email', 'createdAt'], {
  type: v.optional(
    v.pipe(
      integerParam(typeMessage),
      v.minValue(0, typeMessage),
      v.maxValue(2, typeMessage),
      v.transform((type) => type as UserType),
    ),
  ),
})
export const adminAccountListQuery = adminListQuery(['name', 'email', 'createdAt'])

export const agencyStatuses = ['pending', 'approved'] as const
export type AgencyStatus = (typeof agencyStatuses)[number]
export const agencyListQuery = adminListQuery(['name', 'email', 'createdAt', 'orders'], {
  status: v.optional(v.picklist(agencyStatuses, `status must be one of: ${agencyStatuses.join(', ')}`)),
})

const dayMessage = 'Use a date as yyyy-mm-dd'
const day = v.pipe(v.string(), v.trim(), v.isoDate(dayMessage))
const tripIdMessage = 'tripId must be a whole number of 1 or more'
/** A trip's id in a query (`?tripId=`). */
export const tripIdParam = v.pipe(integerParam(tripIdMessage), v.minValue(1, tripIdMessage), v.maxValue(2_147_483_647, tripIdMessage))
export const adminOrderBalanceFilters = ['due'] as const
export const adminOrderCancellationFilters = ['requested', 'refund_owed'] as const
export const adminOrderSortFields = ['createdAt', 'amountCents', 'status', 'code', 'payerName'] as const
export const adminOrderListQuery = adminListQuery(adminOrderSortFields, {
  status: v.optional(v.picklist(orderStatuses, `status must be one of: ${orderStatuses.join(', ')}`)),
  method: v.optional(v.picklist(paymentMethods, `method must be one of: ${paymentMethods.join(', ')}`)),
  tripId: v.optional(tripIdParam),
  /** First day of the period (São Paulo), inclusive. */
  from: v.optional(day),
  /** Last day of the period (São Paulo), inclusive. */
  to: v.optional(day),
  /** `due`: paid deposit orders whose balance is not paid yet (open, waiting for its charge, or overdue). */
  balance: v.optional(v.picklist(adminOrderBalanceFilters, `balance must be one of: ${adminOrderBalanceFilters.join(', ')}`)),
  /** `requested`: orders canceled on request (the buyer's, or an admin's cancellation of a paid order); `refund_owed`: those with a refund still to send by hand. */
  cancellation: v.optional(v.picklist(adminOrderCancellationFilters, `cancellation must be one of: ${adminOrderCancellationFilters.join(', ')}`)),
})
export type AdminOrderListQuery = v.InferOutput<typeof adminOrderListQuery>

/** A custom trip request waits for the agency (`new`), is answered with a quote (`quoted`) or closed. */
export const forfaitStatuses = ['new', 'quoted', 'closed'] as const
export type ForfaitStatus = (typeof forfaitStatuses)[number]
export const forfaitListQuery = adminListQuery(['createdAt', 'destination', 'departureDate', 'status'], {
  status: v.optional(v.picklist(forfaitStatuses, `status must be one of: ${forfaitStatuses.join(', ')}`)),
})

export const bannerListQuery = adminListQuery(['position', 'title', 'startsAt', 'endsAt'])
export const productListQuery = adminListQuery(['name', 'priceCents', 'active', 'orders'])
export const tipListQuery = adminListQuery(['title', 'active'])
export const eventTypeListQuery = adminListQuery(['name', 'slug', 'trips'])
export const travelInformationListQuery = adminListQuery(['position', 'type'])
export const airlineListQuery = adminListQuery(['name', 'flights'])
