import { queryOptions, useMutation } from '@tanstack/react-query'
import type {
  AdminSignUp,
  AgencySignUp,
  AuthProviders,
  ChallengeResponse,
  InvitationInfo,
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequested,
  SessionResponse,
  SignIn,
  SignUp,
  VerifyCode,
} from '../../../domain/user.ts'
import { api } from '../../api.ts'

/**
 * The auth API (docs/AUTH.md). Forms show their own answers in the reader's language (field
 * errors next to the field, the rest in an alert), so these statuses are not toasted.
 */
const shownByTheForm = [400, 409, 410, 429]

const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body, quietStatuses: shownByTheForm })

/** Which sign-in buttons to show; with no answer (offline, say), no Google button. */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => api<AuthProviders>('/auth/providers', { quietStatuses: [0, 500, 502, 503] }).catch((): AuthProviders => ({ google: false })),
    staleTime: 5 * 60_000,
  })

/** The invitation of /admin/signup?invitation=...: whose email it is, or a 410 when it is used or expired. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => api<InvitationInfo>(`/auth/invitations/${encodeURIComponent(token)}`, { quietStatuses: [404, 410] }),
    staleTime: Infinity,
  })

export const useSignUp = () => useMutation({ mutationFn: (input: SignUp) => post<ChallengeResponse>('/auth/signup', input) })
export const useSignUpAgency = () => useMutation({ mutationFn: (input: AgencySignUp) => post<ChallengeResponse>('/auth/signup-agency', input) })
export const useSignUpAdmin = () => useMutation({ mutationFn: (input: AdminSignUp) => post<ChallengeResponse>('/auth/signup-admin', input) })
export const useSignIn = () => useMutation({ mutationFn: (input: SignIn) => post<ChallengeResponse>('/auth/signin', input) })
export const useVerifyCode = () => useMutation({ mutationFn: (input: VerifyCode) => post<SessionResponse>('/auth/verify', input) })
export const useGoogleSession = () => useMutation({ mutationFn: (code: string) => post<SessionResponse>('/auth/google/session', { code }) })

export const useRequestPasswordReset = () => useMutation({ mutationFn: (input: PasswordResetRequest) => post<PasswordResetRequested>('/auth/password-reset', input) })
export const useConfirmPasswordReset = () => useMutation({ mutationFn: (input: PasswordResetConfirm) => post<void>('/auth/password-reset/confirm', input) })

/**
 * Where the browser goes to start a Google sign-in (the server answers with a redirect to the
 * provider); `returnTo` comes back with the callback as /signin's `redirect`.
 */
export const googleSignInUrl = (returnTo?: string) =>
  `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}/api/auth/google${returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : ''}`
