import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PasswordChange, ProfileUpdate } from '../../../domain/user.ts'
import { api } from '../../api.ts'

/** GET /api/me: the signed-in user's own account. */
export const profileQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: () => api.get('/api/me') })

/** The forms show field errors and rate limits themselves, in the reader's language. */
const shownByTheForm = [400, 429]

/** PATCH /api/me with only what changed; the answer is the whole profile, kept as the query's data. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch('/api/me', { body: update, quietStatuses: shownByTheForm }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  })
}

/** POST /api/me/password: the other sessions of the account end; this one goes on. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PasswordChange) => api.post('/api/me/password', { body: change, quietStatuses: shownByTheForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  })
}
