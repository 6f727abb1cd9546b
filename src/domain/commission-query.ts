import * as v from 'valibot'
import { adminListQuery } from './admin-list.ts'

/**
 * The commissions' month and list query, apart from commission.ts: /admin/comissions and
 * /agency/commissions check their URL with them, and a route's `validateSearch` is in every first
 * load with the whole module it imports.
 */

export const commissionMessages = {
  month: 'The month is written yyyy-mm',
  amount: 'The amount must be more than R$ 0,00',
  paidOn: 'Invalid date',
  agencyNotFound: 'Could not find the agency',
  note: 'Maximum length 500 characters',
} as const

export const monthSchema = v.pipe(v.string(commissionMessages.month), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, commissionMessages.month))

/** GET /api/admin/commissions?month=yyyy-mm (and the agency's own line at /api/agency/commissions). */
export const commissionQuerySchema = adminListQuery(['name', 'orders', 'salesCents', 'commissionCents', 'balanceCents'], { month: v.optional(monthSchema) })
export type CommissionQuery = v.InferOutput<typeof commissionQuerySchema>
