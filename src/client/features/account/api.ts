import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PasswordChange, Profile, ProfileUpdate } from '../../../domain/user.ts'
import { api } from '../../api.ts'

/** GET /api/me: the signed-in user's own account. */
export const profileQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: () => api<Profile>('/me') })

/** The forms show field errors and rate limits themselves, in the reader's language. */
const shownByTheForm = [400, 429]

/** PATCH /api/me with only what changed; the answer is the whole profile, kept as the query's data. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api<Profile>('/me', { method: 'PATCH', body: update, quietStatuses: shownByTheForm }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  })
}

/** POST /api/me/password: the other sessions of the account end; this one goes on. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PasswordChange) => api<void>('/me/password', { method: 'POST', body: change, quietStatuses: shownByTheForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  })
}
