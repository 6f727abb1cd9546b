import * as v from 'valibot'
import { commissionQuerySchema } from '../../../../domain/commission-query.ts'
import { integerParam } from '../../../../domain/query-params.ts'

/** The list's query (month, paging, sort, text) and the agency whose statement is open. */
export const commissionsSearch = v.object({
  ...commissionQuerySchema.entries,
  agency: v.optional(v.pipe(integerParam('agency must be a whole number'), v.minValue(1, 'agency must be 1 or more'))),
})
