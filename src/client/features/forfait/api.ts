import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForfaitRequest, ForfaitRequestInput } from '../../../domain/forfait.ts'
import { api } from '../../api.ts'
import { queued, readOrQueued, type Queued } from '../../ui/form/offline-submission.ts'

export const myForfaitRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['forfait-requests', 'mine'],
    queryFn: () => api<{ items: ForfaitRequest[] }>('/forfait-requests/mine').then((answer) => answer.items),
  })

/** POST /api/forfait-requests with its submission's Idempotency-Key; offline, the service worker may keep it (docs/OFFLINE.md). */
export function useAskForfait() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ForfaitRequestInput; idempotencyKey: string }) =>
      api<ForfaitRequest | Queued>('/forfait-requests', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        // No connection is the form's waiting state, not an error.
        quietStatuses: [0],
        read: readOrQueued,
      }),
    // Kept by the service worker, nothing changed on the server yet (and offline the list's refetch would wait for the network).
    onSuccess: (answer) => (answer === queued ? undefined : queryClient.invalidateQueries({ queryKey: myForfaitRequestsQueryOptions().queryKey })),
  })
}
