import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForfaitRequest, ForfaitRequestInput } from '../../../domain/forfait.ts'
import { api } from '../../api.ts'

export const myForfaitRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['forfait-requests', 'mine'],
    queryFn: () => api<{ items: ForfaitRequest[] }>('/forfait-requests/mine').then((answer) => answer.items),
  })

export function useAskForfait() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ForfaitRequestInput) => api<ForfaitRequest>('/forfait-requests', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myForfaitRequestsQueryOptions().queryKey }),
  })
}
