import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api.ts'

/** GET /api/me/waitlist: the caller's places in line and live offers (read online: an offer's time matters). */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'waitlist'],
    queryFn: ({ signal }) => api.get('/api/me/waitlist', { signal, quietStatuses: [0] }),
  })

/** Joins (POST) or leaves (DELETE) an option's line; either way the caller's list is read again. */
export function useWaitlistLine(tripId: number, optionId: number) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryOptions().queryKey })
  const line = { params: { path: { tripId, optionId } } }
  const join = useMutation({
    mutationFn: (people: number) => api.post('/api/trips/{tripId}/options/{optionId}/waitlist', { ...line, body: { people } }),
    onSettled: refresh,
  })
  const leave = useMutation({
    mutationFn: () => api.delete('/api/trips/{tripId}/options/{optionId}/waitlist', line),
    onSettled: refresh,
  })
  return { join, leave }
}
