import { queryOptions, useMutation } from '@tanstack/react-query'
import type { AdminSignUp, AgencySignUp, AuthProviders, PasswordResetConfirm, PasswordResetRequest, SignIn, SignUp, VerifyCode } from '../../../domain/user.ts'
import { api } from '../../api.ts'

/**
 * The auth API (docs/AUTH.md). Forms show their own answers in the reader's language (field
 * errors next to the field, the rest in an alert), so these statuses are not toasted.
 */
const shownByTheForm = [400, 409, 410, 429]

/** Which sign-in buttons to show; with no answer (offline, say), no Google button. */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => api.get('/api/auth/providers', { quietStatuses: [0, 500, 502, 503] }).catch((): AuthProviders => ({ google: false })),
    staleTime: 5 * 60_000,
  })

/** The invitation of /admin/signup?invitation=...: whose email it is, or a 410 when it is used or expired. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => api.get('/api/auth/invitations/{token}', { params: { path: { token } }, quietStatuses: [404, 410] }),
    staleTime: Infinity,
  })

export const useSignUp = () => useMutation({ mutationFn: (input: SignUp) => api.post('/api/auth/signup', { body: input, quietStatuses: shownByTheForm }) })
export const useSignUpAgency = () => useMutation({ mutationFn: (input: AgencySignUp) => api.post('/api/auth/signup-agency', { body: input, quietStatuses: shownByTheForm }) })
export const useSignUpAdmin = () => useMutation({ mutationFn: (input: AdminSignUp) => api.post('/api/auth/signup-admin', { body: input, quietStatuses: shownByTheForm }) })
export const useSignIn = () => useMutation({ mutationFn: (input: SignIn) => api.post('/api/auth/signin', { body: input, quietStatuses: shownByTheForm }) })
export const useVerifyCode = () => useMutation({ mutationFn: (input: VerifyCode) => api.post('/api/auth/verify', { body: input, quietStatuses: shownByTheForm }) })
export const useGoogleSession = () => useMutation({ mutationFn: (code: string) => api.post('/api/auth/google/session', { body: { code }, quietStatuses: shownByTheForm }) })

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (input: PasswordResetRequest) => api.post('/api/auth/password-reset', { body: input, quietStatuses: shownByTheForm }) })
export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (input: PasswordResetConfirm) => api.post('/api/auth/password-reset/confirm', { body: input, quietStatuses: shownByTheForm }) })

/**
 * Where the browser goes to start a Google sign-in (the server answers with a redirect to the
 * provider); `returnTo` comes back with the callback as /signin's `redirect`.
 */
export const googleSignInUrl = (returnTo?: string) =>
  `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}/api/auth/google${returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : ''}`
