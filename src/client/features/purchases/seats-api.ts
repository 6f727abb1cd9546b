import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SeatsUpdate } from '../../../domain/road.ts'
import { api } from '../../api.ts'
import { orderCall, type OrderSource } from './order-source.ts'
import { orderTravellersQueryOptions } from './travellers-api.ts'

/** GET /api/trips/{slug}/seats: read fresh each time the map shows (seats move with other buyers), never saved on the device. */
export const seatMapQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['seats', slug],
    queryFn: ({ signal }) => api.get('/api/trips/{name}/seats', { params: { path: { name: slug } }, signal, quietStatuses: [0, 404] }),
    staleTime: 0,
  })

/**
 * PUT {code}/seats of the source's order: the answer is the saved travellers, kept as their query's
 * data; the map is read again either way (a 409 `seat_taken` means it was stale). Errors are the
 * picker's to say, next to the map.
 */
export function useChooseSeats(source: OrderSource, code: string, slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: SeatsUpdate) => api.put(`${source.path}/{code}/seats` as const, { ...orderCall(source, code), body: update, quietStatuses: [0, 400, 409] }),
    onSuccess: (saved) => queryClient.setQueryData(orderTravellersQueryOptions(source, code).queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seatMapQueryOptions(slug).queryKey }),
  })
}
