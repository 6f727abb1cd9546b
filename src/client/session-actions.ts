import { useNavigate } from '@tanstack/react-router'
import { ADMIN_HOME, AGENCY_HOME } from '../domain/access.ts'
import { UserType } from '../domain/session.ts'
import type { SessionResponse } from '../domain/user.ts'
import { api } from './api.ts'
import { forgetPersonalData } from './pwa/query-meta.ts'
import { startQuery } from './query/start-query.ts'
import { clearSession, getSession, setSession } from './session.ts'

/** Admins start at their dashboard, agencies at their payment links; everybody else at home. */
export const landingOf = (type: UserType) => (type === UserType.admin ? ADMIN_HOME : type === UserType.agency ? AGENCY_HOME : '/')

/**
 * Keeps the new session (spec: localStorage['main']) and leaves the sign-in screens: to the page
 * that sent the visitor to sign in (`returnTo`, e.g. the checkout of a chosen trip), else home.
 */
export function useStartSession() {
  const navigate = useNavigate()
  return async (session: SessionResponse, returnTo?: string) => {
    setSession({ user: { id: session.user.id, type: session.user.type }, token: session.token })
    if (returnTo && session.user.type !== UserType.admin) await navigate({ href: returnTo, replace: true })
    else await navigate({ to: landingOf(session.user.type), replace: true })
  }
}

/**
 * Sign-out (spec section 4): the server revokes the token, the browser forgets the session and
 * the user's cached answers, and the user goes to /signin (an agency to /signupAgency). Offline,
 * the browser still signs out; the token then simply expires on the server.
 */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    const { user, token } = getSession()
    if (token) {
      // Loaded only now: the first visit's bundle does without it.
      await import('./pwa/push-device.ts').then(({ forgetPushOnSignOut }) => forgetPushOnSignOut()).catch(() => undefined)
      await api.post('/api/auth/signout', { quietStatuses: [0, 400, 403, 404, 429, 500, 502, 503, 504] }).catch(() => undefined)
    }
    clearSession()
    await navigate({ to: user?.type === UserType.agency ? '/signupAgency' : '/signin', replace: true })
    // After leaving the page, so its queries do not fetch again without a session.
    forgetPersonalData(await startQuery())
  }
}
