import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForfaitRequestInput } from '../../../domain/forfait.ts'
import { api } from '../../api.ts'
import { queued, readOrQueued } from '../../ui/form/offline-submission.ts'

export const myForfaitRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['forfait-requests', 'mine'],
    queryFn: () => api.get('/api/forfait-requests/mine').then((answer) => answer.items),
  })

/** POST /api/forfait-requests with its submission's Idempotency-Key; offline, the service worker may keep it (docs/OFFLINE.md). */
export function useAskForfait() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ForfaitRequestInput; idempotencyKey: string }) =>
      api.post('/api/forfait-requests', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: input,
        // No connection is the form's waiting state, not an error.
        quietStatuses: [0],
        read: (response, json) => readOrQueued(response, json),
      }),
    // Kept by the service worker, nothing changed on the server yet (and offline the list's refetch would wait for the network).
    onSuccess: (answer) => (answer === queued ? undefined : queryClient.invalidateQueries({ queryKey: myForfaitRequestsQueryOptions().queryKey })),
  })
}
