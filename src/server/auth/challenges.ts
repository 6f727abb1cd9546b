import type { DbOrTx } from '../db/client.ts'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { signInCodeRules, type ChallengeResponse } from '../../domain/user.ts'
import { authChallenges, type PendingSignUp } from '../db/schema/index.ts'
import { codeMail, signUpTakenMail } from '../mail/templates/auth-mails.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { later, minutes, type AuthContext } from './context.ts'
import { hashCode, randomToken, sameHash, sixDigitCode } from './tokens.ts'

export type Challenge = typeof authChallenges.$inferSelect

/** A sign-up with no pending sign-up is one of an email that has an account: its code is never sent (see startSignUp). */
type NewChallenge = { purpose: 'signin' | 'deletion'; userId: number; email: string } | { purpose: 'signup'; pendingSignUp: PendingSignUp | null; email: string }

/** Stores a challenge and mails its code (or, for an email already taken, tells its owner); the code itself is never stored. */
export async function sendChallenge(ctx: AuthContext, challenge: NewChallenge, locale: MailLocale): Promise<ChallengeResponse> {
  const now = ctx.now()
  const id = randomToken()
  const code = sixDigitCode()
  const expiresAt = later(now, minutes(signInCodeRules.ttlMinutes))
  await ctx.db.insert(authChallenges).values({
    id,
    purpose: challenge.purpose,
    email: challenge.email,
    userId: challenge.purpose === 'signup' ? null : challenge.userId,
    pendingSignUp: challenge.purpose === 'signup' ? challenge.pendingSignUp : null,
    codeHash: hashCode(id, code),
    createdAt: now,
    expiresAt,
  })
  const mail =
    challenge.purpose === 'signup' && challenge.pendingSignUp === null
      ? signUpTakenMail[locale]({ signInLink: `${ctx.settings.publicUrl}/signin`, resetLink: `${ctx.settings.publicUrl}/ask-reset-password` })
      : codeMail[locale]({ code, purpose: challenge.purpose, minutes: signInCodeRules.ttlMinutes })
  await ctx.mailer.send({ to: challenge.email, ...mail })
  return { challengeId: id, expiresAt: expiresAt.toISOString() }
}

export type Attempt =
  | { outcome: 'right'; challenge: Challenge }
  | { outcome: 'wrong'; challenge: Challenge; triesLeft: number }
  /** Unknown id, expired, or already used. */
  | { outcome: 'gone' }
  | { outcome: 'exhausted' }

/**
 * One try of a code. The try is counted first, in one conditional UPDATE, so concurrent tries
 * cannot get past the limit; the 5th try may still be the right one.
 */
export async function tryCode(db: DbOrTx, challengeId: string, code: string, now: Date): Promise<Attempt> {
  const [challenge] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(and(eq(authChallenges.id, challengeId), isNull(authChallenges.consumedAt), gt(authChallenges.expiresAt, now), lt(authChallenges.attempts, signInCodeRules.maxTries)))
    .returning()
  if (!challenge) {
    const [stale] = await db
      .select({ attempts: authChallenges.attempts, consumedAt: authChallenges.consumedAt, expiresAt: authChallenges.expiresAt })
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId))
    const exhausted = stale && !stale.consumedAt && stale.expiresAt > now && stale.attempts >= signInCodeRules.maxTries
    return { outcome: exhausted ? 'exhausted' : 'gone' }
  }
  if (sameHash(challenge.codeHash, hashCode(challengeId, code))) return { outcome: 'right', challenge }
  return { outcome: 'wrong', challenge, triesLeft: signInCodeRules.maxTries - challenge.attempts }
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: DbOrTx, challengeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authChallenges)
    .set({ consumedAt: now })
    .where(and(eq(authChallenges.id, challengeId), isNull(authChallenges.consumedAt)))
    .returning({ id: authChallenges.id })
  return rows.length === 1
}
