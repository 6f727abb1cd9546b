import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderTravellers, TravellersUpdate } from '../../../domain/traveller.ts'
import { api } from '../../api.ts'

/** GET /api/me/orders/{code}/travellers. Not saved on the device: it is personal data of other people, read online. */
export const orderTravellersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['me', 'orders', code, 'travellers'],
    queryFn: ({ signal }) => api<OrderTravellers>(`/me/orders/${code}/travellers`, { signal, quietStatuses: [0, 404, 500, 502, 503, 504] }),
  })

/** PUT /api/me/orders/{code}/travellers; the answer is the saved list, kept as the query's data. */
export function useSaveTravellers(code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TravellersUpdate) => api<OrderTravellers>(`/me/orders/${code}/travellers`, { method: 'PUT', body: update, quietStatuses: [400, 409] }),
    onSuccess: (saved) => queryClient.setQueryData(orderTravellersQueryOptions(code).queryKey, saved),
  })
}
