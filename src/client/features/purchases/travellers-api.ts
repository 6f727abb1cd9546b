import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderTravellers, TravellersUpdate } from '../../../domain/traveller.ts'
import { api } from '../../api.ts'
import { orderPath, type OrderSource } from './order-source.ts'

/**
 * GET {code}/travellers of the source's orders (/api/me/orders, or a guest's /api/external-orders
 * with the order's access token). Not saved on the device: it is personal data of other people, read online.
 */
export const orderTravellersQueryOptions = (source: OrderSource, code: string) =>
  queryOptions({
    queryKey: [...source.key, code, 'travellers'],
    queryFn: ({ signal }) => api<OrderTravellers>(orderPath(source, code, '/travellers'), { signal, headers: source.headers, quietStatuses: [0, 404, 500, 502, 503, 504] }),
  })

/** PUT {code}/travellers; the answer is the saved list, kept as the query's data. */
export function useSaveTravellers(source: OrderSource, code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TravellersUpdate) =>
      api<OrderTravellers>(orderPath(source, code, '/travellers'), { method: 'PUT', body: update, headers: source.headers, quietStatuses: [400, 409] }),
    onSuccess: (saved) => queryClient.setQueryData(orderTravellersQueryOptions(source, code).queryKey, saved),
  })
}
