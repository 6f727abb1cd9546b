import * as v from 'valibot'
import { adminListQuery } from './admin/list.ts'

/**
 * The commissions' month and list query, apart from commission.ts: /admin/comissions and
 * /agency/commissions check their URL with them, and a route's `validateSearch` is in every first
 * load with the whole module it imports.
 */

/** The month's text (commissionMessages.month, commission.ts). */
export const monthMessage = 'The month is written yyyy-mm'

export const monthSchema = v.pipe(v.string(monthMessage), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthMessage))

/** GET /api/admin/commissions?month=yyyy-mm (and the agency's own line at /api/agency/commissions). */
export const commissionQuerySchema = adminListQuery(['name', 'orders', 'salesCents', 'commissionCents', 'balanceCents'], { month: v.optional(monthSchema) })
export type CommissionQuery = v.InferOutput<typeof commissionQuerySchema>
