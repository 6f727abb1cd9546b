import type { DbOrTx } from '../db/client.ts'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { UserType } from '../../domain/session.ts'
import type { SessionResponse } from '../../domain/user.ts'
import { loginHandoffs, oidcStates, users } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { later, minutes, type AuthContext } from './context.ts'
import { newOidcChecks, type GoogleClient, type OidcIdentity } from './google-client.ts'
import { createSession } from './sessions.ts'
import { hashToken, randomToken } from './tokens.ts'
import { logger } from '../observability/logger.ts'

/** Why a Google sign-in came back to /signin?googleError=...: the client words each one. */
export type GoogleFailure = 'state' | 'expired' | 'denied' | 'failed' | 'email' | 'admin'

export class GoogleSignInError extends Error {
  constructor(readonly reason: GoogleFailure) {
    super(`Google sign-in failed: ${reason}`)
  }
}

const stateTtl = minutes(10)
const handoffTtl = minutes(2)

/** Keeps the flow's state (hashed), PKCE verifier and nonce server-side, and gives the provider's URL to send the browser to. */
export async function startGoogleSignIn(ctx: AuthContext, google: GoogleClient): Promise<{ url: URL; state: string }> {
  const checks = newOidcChecks()
  const url = await google.authorizationUrl(checks)
  await ctx.db.insert(oidcStates).values({ stateHash: hashToken(checks.state), codeVerifier: checks.codeVerifier, nonce: checks.nonce, expiresAt: later(ctx.now(), stateTtl) })
  return { url, state: checks.state }
}

/**
 * The provider sent the browser back. The state must match the one in the browser's cookie
 * (so nobody can sign a victim into the attacker's account) and is used once; then the code is
 * exchanged and the user found, linked or made. Answers a one-time handoff code for the client.
 */
export async function finishGoogleSignIn(ctx: AuthContext, google: GoogleClient, callbackQuery: string, cookieState: string | undefined): Promise<string> {
  const params = new URLSearchParams(callbackQuery)
  const state = params.get('state')
  if (!state || state !== cookieState) throw new GoogleSignInError('state')
  const [flow] = await ctx.db
    .delete(oidcStates)
    .where(and(eq(oidcStates.stateHash, hashToken(state)), gt(oidcStates.expiresAt, ctx.now())))
    .returning()
  if (!flow) throw new GoogleSignInError('expired')
  if (params.has('error')) throw new GoogleSignInError('denied')

  let identity: OidcIdentity
  try {
    identity = await google.exchange(callbackQuery, { state, codeVerifier: flow.codeVerifier, nonce: flow.nonce })
  } catch (error) {
    logger().warn({ err: error }, 'Google sign-in: the code exchange failed')
    throw new GoogleSignInError('failed')
  }
  const email = identity.email
  if (!email || !identity.emailVerified) throw new GoogleSignInError('email')

  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const userId = await findOrCreateGoogleUser(tx, { ...identity, email }, now)
    const handoff = randomToken()
    await tx.insert(loginHandoffs).values({ tokenHash: hashToken(handoff), userId, expiresAt: later(now, handoffTtl) })
    return handoff
  })
}

/**
 * The account with this Google subject; else the account with this (verified) email, now linked;
 * else a new customer. Admins sign in with their password and a code only.
 */
async function findOrCreateGoogleUser(tx: DbOrTx, identity: OidcIdentity & { email: string }, now: Date): Promise<number> {
  const [linked] = await tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.googleSub, identity.sub))
  const [sameEmail] = linked ? [] : await tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.email, identity.email))
  const existing = linked ?? sameEmail
  if (existing?.type === UserType.admin) throw new GoogleSignInError('admin')
  if (linked) return linked.id
  if (sameEmail) {
    await tx.update(users).set({ googleSub: identity.sub, updatedAt: now }).where(eq(users.id, sameEmail.id))
    return sameEmail.id
  }
  const firstName = (identity.givenName ?? identity.name ?? identity.email.split('@')[0]!).slice(0, 60)
  const [created] = await tx
    .insert(users)
    .values({
      type: UserType.customer,
      email: identity.email,
      firstName,
      lastName: (identity.familyName ?? '').slice(0, 80),
      googleSub: identity.sub,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!created) throw new GoogleSignInError('failed')
  return created.id
}

/** POST /api/auth/google/session: the handoff code, once and within 2 minutes, for a session. */
export async function exchangeGoogleHandoff(ctx: AuthContext, code: string): Promise<SessionResponse> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const [handoff] = await tx
      .update(loginHandoffs)
      .set({ usedAt: now })
      .where(and(eq(loginHandoffs.tokenHash, hashToken(code)), isNull(loginHandoffs.usedAt), gt(loginHandoffs.expiresAt, now)))
      .returning({ userId: loginHandoffs.userId })
    if (!handoff) throw apiError('auth.google_code_invalid')
    const [user] = await tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.id, handoff.userId))
    if (!user) throw apiError('auth.google_code_invalid')
    const token = await createSession(tx, user.id, now, ctx.settings.sessionTtlDays)
    return { user: { id: user.id, type: user.type as UserType }, token }
  })
}
