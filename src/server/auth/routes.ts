import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import { authProvidersSchema, challengeSchema, invitationInfoSchema, passwordResetRequestedSchema, sessionSchema } from '../../domain/answers/accounts.ts'
import {
  adminSignUpSchema,
  type AuthProviders,
  agencySignUpSchema,
  googleSessionSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  returnPathField,
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
import { endpoint, input } from '../openapi/endpoint.ts'
import { json, noContent, tokenPathParam } from '../openapi/operation.ts'

const stateCookie = 'roteiro_google_state'
/** Where the browser goes once signed in (/signin's `redirect`), kept across the trip to Google. */
const returnCookie = 'roteiro_google_return'
const googlePath = '/api/auth/google'

const tag = 'Accounts'
const codeMailed = json('A code was mailed: send it with challengeId to /api/auth/verify', challengeSchema)
const redirect = { description: 'A redirect (Location)', contentType: 'none' } as const

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
    .get('/providers', publicRoute, endpoint({ tag, summary: 'Which sign-in buttons to show', answers: { 200: json('Providers', authProvidersSchema) } }), (c) =>
      c.json({ google: google !== null } satisfies AuthProviders),
    )
    .post('/signup', publicRoute, endpoint({ tag, summary: 'A customer signs up', answers: { 200: codeMailed } }), input('json', signUpSchema), async (c) =>
      c.json(await startCustomerSignUp(ctx, c.req.valid('json'), request(c))),
    )
    .post(
      '/signup-agency',
      publicRoute,
      endpoint({ tag, summary: 'An agency signs up (an admin approves it)', answers: { 200: codeMailed } }),
      input('json', agencySignUpSchema),
      async (c) => c.json(await startAgencySignUp(ctx, c.req.valid('json'), request(c))),
    )
    .post('/signup-admin', publicRoute, endpoint({ tag, summary: 'An invited admin signs up', answers: { 200: codeMailed } }), input('json', adminSignUpSchema), async (c) =>
      c.json(await startAdminSignUp(ctx, c.req.valid('json'), request(c))),
    )
    .get(
      '/invitations/:token',
      publicRoute,
      endpoint({ tag, summary: 'What an admin invitation is for', answers: { 200: json('The invitation', invitationInfoSchema) } }),
      input('param', v.object({ token: tokenPathParam })),
      async (c) => c.json(await describeInvitation(ctx, c.req.valid('param').token)),
    )
    .post(
      '/signin',
      publicRoute,
      endpoint({ tag, summary: 'Sign in with email and password (first step)', answers: { 200: codeMailed } }),
      input('json', signInSchema),
      async (c) => c.json(await startSignIn(ctx, c.req.valid('json'), request(c))),
    )
    .post(
      '/verify',
      publicRoute,
      endpoint({ tag, summary: 'The mailed code opens a session', answers: { 200: json('A session: send its token as Bearer', sessionSchema) } }),
      input('json', verifyCodeSchema),
      async (c) => c.json(await verifyCode(ctx, c.req.valid('json'), request(c))),
    )
    .post('/signout', requireUser, endpoint({ tag, summary: "Ends the caller's session", answers: { 204: noContent } }), async (c) => {
      await revokeSession(ctx.db, c.get('user').sessionId, ctx.now())
      return c.body(null, 204)
    })
    .post(
      '/password-reset',
      publicRoute,
      endpoint({ tag, summary: 'Mails a reset link (the same answer for any email)', answers: { 202: json('Accepted', passwordResetRequestedSchema) } }),
      input('json', passwordResetRequestSchema),
      async (c) => c.json(await requestPasswordReset(ctx, c.req.valid('json'), request(c)), 202),
    )
    .post(
      '/password-reset/confirm',
      publicRoute,
      endpoint({ tag, summary: 'A new password by the mailed link', answers: { 204: noContent } }),
      input('json', passwordResetConfirmSchema),
      async (c) => {
        await confirmPasswordReset(ctx, c.req.valid('json'))
        return c.body(null, 204)
      },
    )
    .get(
      '/google',
      publicRoute,
      endpoint({
        tag,
        summary: 'Starts Google sign-in (a browser navigation); 404 when it is off. `redirect` (a path of this site) comes back on /signin',
        answers: { 302: redirect },
      }),
      input('query', v.object({ redirect: returnPathField })),
      async (c) => {
        if (!google) throw apiError('auth.google_disabled')
        const redirect = returnPath(c.req.valid('query').redirect)
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
      },
    )
    .get('/google/callback', publicRoute, endpoint({ tag, summary: "Google's return; back to /signin with a handoff code", answers: { 302: redirect } }), async (c) => {
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
    .post(
      '/google/session',
      publicRoute,
      endpoint({ tag, summary: 'The handoff code opens a session', answers: { 200: json('A session', sessionSchema) } }),
      input('json', googleSessionSchema),
      async (c) => c.json(await exchangeGoogleHandoff(ctx, c.req.valid('json').code)),
    )
}
