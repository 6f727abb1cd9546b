import type { DbOrTx } from '../db/client.ts'
import { eq } from 'drizzle-orm'
import type { UserType } from '../../domain/session.ts'
import type { ChallengeResponse, SessionResponse, SignIn, VerifyCode } from '../../domain/user.ts'
import { authChallenges, users } from '../db/schema/index.ts'
import { ApiError, apiError } from '../http/errors.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { consumeChallenge, sendChallenge, tryCode } from './challenges.ts'
import type { AuthContext } from './context.ts'
import { reserveCodeTry, reservePasswordTry } from './limits.ts'
import { verifyPassword } from './passwords.ts'
import { createSession } from './sessions.ts'
import { createSignedUpUser } from './sign-up-service.ts'

/**
 * Email and password, then a code by mail. A wrong email and a wrong password get the same
 * answer in the same time. The answer is a 400, not a 401: the client treats every 401 as "your
 * session is gone" and sends the user to /signin.
 */
export async function startSignIn(ctx: AuthContext, input: SignIn, request: { ip: string; locale: MailLocale }): Promise<ChallengeResponse> {
  const passwordTry = await reservePasswordTry(ctx.limiter, input.email, request.ip)
  const [user] = await ctx.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, input.email))
  const valid = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !valid) throw apiError('auth.invalid_credentials')
  await passwordTry.passwordAccepted()
  return sendChallenge(ctx, { purpose: 'signin', userId: user.id, email: input.email }, request.locale)
}

/**
 * Checks a mailed code. The right code opens a session (and, for a sign-up, first makes the
 * user) in one transaction; a wrong one is a 400 saying how many tries are left; an expired,
 * used or exhausted challenge is a 410 (sign in or sign up again).
 */
export async function verifyCode(ctx: AuthContext, input: VerifyCode, request: { ip: string }): Promise<SessionResponse> {
  const now = ctx.now()
  const [known] = await ctx.db.select({ email: authChallenges.email }).from(authChallenges).where(eq(authChallenges.id, input.challengeId))
  if (!known) throw apiError('auth.code_expired')
  const codeTry = await reserveCodeTry(ctx.limiter, known.email, request.ip)

  const attempt = await tryCode(ctx.db, input.challengeId, input.code, now)
  if (attempt.outcome !== 'wrong') await codeTry.notAFailure()
  if (attempt.outcome === 'gone') throw apiError('auth.code_expired')
  if (attempt.outcome === 'exhausted') throw apiError('auth.code_tries_exhausted')
  if (attempt.outcome === 'wrong') {
    if (attempt.triesLeft === 0) throw apiError('auth.code_tries_exhausted')
    throw new ApiError('auth.code_wrong', { triesLeft: attempt.triesLeft }, { fieldCodes: { code: { code: 'field.code_wrong' } } })
  }

  const { challenge } = attempt
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id, now))) throw apiError('auth.code_expired')
    const user =
      challenge.purpose === 'signup' && challenge.pendingSignUp
        ? await createSignedUpUser(tx, challenge.email, challenge.pendingSignUp, now)
        : await signedInUser(tx, challenge.userId)
    const token = await createSession(tx, user.id, now, ctx.settings.sessionTtlDays)
    return { user: { id: user.id, type: user.type as UserType }, token }
  })
  await codeTry.codeAccepted()
  return session
}

async function signedInUser(tx: DbOrTx, userId: number | null) {
  const [user] = userId === null ? [] : await tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.id, userId))
  if (!user) throw apiError('auth.code_expired')
  return user
}
