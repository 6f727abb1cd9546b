import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TravellersUpdate } from '../../../domain/traveller.ts'
import { api } from '../../api.ts'
import { orderCall, type OrderSource } from './order-source.ts'

/**
 * GET {code}/travellers of the source's orders (/api/me/orders, or a guest's /api/external-orders
 * with the order's access token). The signed-in buyer's are part of the offline wallet with the
 * order (`persist` + `personal`: wiped with the session, docs/OFFLINE.md); a guest's stay in memory.
 */
export const orderTravellersQueryOptions = (source: OrderSource, code: string) =>
  queryOptions({
    queryKey: [...source.key, code, 'travellers'],
    queryFn: ({ signal }) => api.get(`${source.path}/{code}/travellers` as const, { ...orderCall(source, code), signal, quietStatuses: [0, 404, 500, 502, 503, 504] }),
    meta: source.saved ? { persist: true, personal: true } : {},
  })

/** PUT {code}/travellers; the answer is the saved list, kept as the query's data. */
export function useSaveTravellers(source: OrderSource, code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TravellersUpdate) => api.put(`${source.path}/{code}/travellers` as const, { ...orderCall(source, code), body: update, quietStatuses: [400, 409] }),
    onSuccess: (saved) => queryClient.setQueryData(orderTravellersQueryOptions(source, code).queryKey, saved),
  })
}
