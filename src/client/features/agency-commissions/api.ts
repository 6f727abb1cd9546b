import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../api.ts'

/** The agency's own statement of a month: its line (figures), the orders it was credited and the payouts. */
export const myCommissionStatementOptions = (month: string) =>
  queryOptions({
    queryKey: ['agency', 'commissions', 'statement', month],
    queryFn: ({ signal }) => api.get('/api/agency/commissions/statement', { params: { query: { month } }, signal }),
    placeholderData: keepPreviousData,
  })
