import * as v from 'valibot'
import { adminListQuery } from './admin/list.ts'
import { monthPattern } from './search-params.ts'

/**
 * The commissions' month and list query, apart from commission.ts: /admin/comissions and
 * /agency/commissions check their URL with them, and a route's `validateSearch` is in every first
 * load with the whole module it imports.
 */

/** The month's text (commissionMessages.month, commission.ts). */
export const monthMessage = 'The month is written yyyy-mm'

export const monthSchema = v.pipe(v.string(monthMessage), v.regex(monthPattern, monthMessage))

/** GET /api/admin/commissions?month=yyyy-mm (and the agency's own line at /api/agency/commissions). */
export const commissionQuerySchema = adminListQuery(['name', 'orders', 'salesCents', 'commissionCents', 'balanceCents'], { month: v.optional(monthSchema) })
export type CommissionQuery = v.InferOutput<typeof commissionQuerySchema>
