import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api.ts'

/** GET /api/me/credits: the account's credits (cartas de crédito) from canceled orders, newest first. Not saved on the device: they are spent online. */
export const myCreditsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'credits'],
    queryFn: ({ signal }) => api.get('/api/me/credits', { signal, quietStatuses: [0, 500, 502, 503] }),
  })
