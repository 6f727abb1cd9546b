import { jsonBody } from '../http/validation.ts'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  adminSignUpSchema,
  type AuthProviders,
  agencySignUpSchema,
  googleSessionSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInSchema,
  signUpSchema,
  verifyCodeSchema,
} from '../../domain/user.ts'
import { returnPath } from '../../domain/return-path.ts'
import { describeInvitation } from '../admin/invitations-service.ts'
import type { AppDeps } from '../app-deps.ts'
import { publicRoute, requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { clientIp } from './client-ip.ts'
import { createAuthContext } from './context.ts'
import { googleClient } from './google-client.ts'
import { exchangeGoogleHandoff, finishGoogleSignIn, GoogleSignInError, startGoogleSignIn } from './google-service.ts'
import { confirmPasswordReset, requestPasswordReset } from './password-reset-service.ts'
import { revokeSession } from './sessions.ts'
import { startSignIn, verifyCode } from './sign-in-service.ts'
import { startAdminSignUp, startAgencySignUp, startCustomerSignUp } from './sign-up-service.ts'
import { logger } from '../observability/logger.ts'

const stateCookie = 'roteiro_google_state'
/** Where the browser goes once signed in (/signin's `redirect`), kept across the trip to Google. */
const returnCookie = 'roteiro_google_return'
const googlePath = '/api/auth/google'

/** Sign-up, sign-in with a mailed code, sign-out, password reset and Google sign-in; the contract is docs/AUTH.md. */
export function authRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  const { settings } = ctx
  const google = settings.google ? googleClient(settings.google, `${settings.publicUrl}${googlePath}/callback`) : null
  const request = (c: Context) => ({ ip: clientIp(c, settings.trustProxy), locale: mailLocale(c.req.header('Accept-Language')) })
  const toClient = (path: string, params: Record<string, string>) => `${settings.publicUrl}${path}?${new URLSearchParams(params)}`
  const cookieOptions = { path: googlePath, httpOnly: true, sameSite: 'Lax', secure: settings.publicUrl.startsWith('https:'), maxAge: 600 } as const
  const backToSignIn = (redirect: string | undefined, params: Record<string, string>) => toClient('/signin', { ...params, ...(redirect ? { redirect } : {}) })

  return new Hono<AuthEnv>()
    .use(async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
    .get('/providers', publicRoute, (c) => c.json({ google: google !== null } satisfies AuthProviders))
    .post('/signup', publicRoute, async (c) => c.json(await startCustomerSignUp(ctx, await jsonBody(c, signUpSchema), request(c))))
    .post('/signup-agency', publicRoute, async (c) => c.json(await startAgencySignUp(ctx, await jsonBody(c, agencySignUpSchema), request(c))))
    .post('/signup-admin', publicRoute, async (c) => c.json(await startAdminSignUp(ctx, await jsonBody(c, adminSignUpSchema), request(c))))
    .get('/invitations/:token', publicRoute, async (c) => c.json(await describeInvitation(ctx, c.req.param('token'))))
    .post('/signin', publicRoute, async (c) => c.json(await startSignIn(ctx, await jsonBody(c, signInSchema), request(c))))
    .post('/verify', publicRoute, async (c) => c.json(await verifyCode(ctx, await jsonBody(c, verifyCodeSchema), request(c))))
    .post('/signout', requireUser, async (c) => {
      await revokeSession(ctx.db, c.get('user').sessionId, ctx.now())
      return c.body(null, 204)
    })
    .post('/password-reset', publicRoute, async (c) => {
      return c.json(await requestPasswordReset(ctx, await jsonBody(c, passwordResetRequestSchema), request(c)), 202)
    })
    .post('/password-reset/confirm', publicRoute, async (c) => {
      await confirmPasswordReset(ctx, await jsonBody(c, passwordResetConfirmSchema))
      return c.body(null, 204)
    })
    .get('/google', publicRoute, async (c) => {
      if (!google) throw apiError('auth.google_disabled')
      const redirect = returnPath(c.req.query('redirect'))
      let started: Awaited<ReturnType<typeof startGoogleSignIn>>
      try {
        started = await startGoogleSignIn(ctx, google)
      } catch (error) {
        // The browser navigated here: send it back to a page, not to a JSON 500.
        logger().warn({ err: error }, 'Google sign-in could not start')
        return c.redirect(backToSignIn(redirect, { googleError: 'failed' }), 302)
      }
      setCookie(c, stateCookie, started.state, cookieOptions)
      if (redirect) setCookie(c, returnCookie, redirect, cookieOptions)
      else deleteCookie(c, returnCookie, { path: googlePath })
      return c.redirect(started.url.href, 302)
    })
    .get('/google/callback', publicRoute, async (c) => {
      if (!google) throw apiError('auth.google_disabled')
      const cookieState = getCookie(c, stateCookie)
      const redirect = returnPath(getCookie(c, returnCookie))
      deleteCookie(c, stateCookie, { path: googlePath })
      deleteCookie(c, returnCookie, { path: googlePath })
      try {
        const handoff = await finishGoogleSignIn(ctx, google, new URL(c.req.url).search, cookieState)
        return c.redirect(backToSignIn(redirect, { google: handoff }), 302)
      } catch (error) {
        if (error instanceof GoogleSignInError) return c.redirect(backToSignIn(redirect, { googleError: error.reason }), 302)
        throw error
      }
    })
    .post('/google/session', publicRoute, async (c) => {
      const { code } = await jsonBody(c, googleSessionSchema)
      return c.json(await exchangeGoogleHandoff(ctx, code))
    })
}
