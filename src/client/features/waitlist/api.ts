import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { WaitlistEntry } from '../../../domain/waitlist.ts'
import { api } from '../../api.ts'

/** GET /api/me/waitlist: the caller's places in line and live offers (read online: an offer's time matters). */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'waitlist'],
    queryFn: ({ signal }) => api<WaitlistEntry[]>('/me/waitlist', { signal, quietStatuses: [0] }),
  })

const linePath = (tripId: number, optionId: number) => `/trips/${tripId}/options/${optionId}/waitlist`

/** Joins (POST) or leaves (DELETE) an option's line; either way the caller's list is read again. */
export function useWaitlistLine(tripId: number, optionId: number) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryOptions().queryKey })
  const join = useMutation({
    mutationFn: (people: number) => api<WaitlistEntry>(linePath(tripId, optionId), { method: 'POST', body: { people } }),
    onSettled: refresh,
  })
  const leave = useMutation({
    mutationFn: () => api<void>(linePath(tripId, optionId), { method: 'DELETE' }),
    onSettled: refresh,
  })
  return { join, leave }
}
