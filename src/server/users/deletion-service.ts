import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { DeletionCodeSent } from '../../domain/my-data.ts'
import { UserType } from '../../domain/session.ts'
import { consumeChallenge, sendChallenge, tryCode } from '../auth/challenges.ts'
import { minutes, type AuthContext } from '../auth/context.ts'
import { reserveCodeTry } from '../auth/limits.ts'
import { authChallenges, users } from '../db/schema/index.ts'
import type { AuthenticatedUser } from '../http/auth-middleware.ts'
import { ApiError, apiError } from '../http/errors.ts'
import type { OrderMoves } from '../sale/orders/moves.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import type { RateLimitRule } from '../rate-limit/limiter.ts'
import { eraseAccount } from './erase-account.ts'

/** Each code is a mail: a few an hour, as many as a sign-up may send to one email (auth/limits.ts). */
const deletionCodesPerAccount: RateLimitRule = { name: 'deletion-code:account', limit: 5, windowMs: minutes(60) }

/**
 * POST /api/me/deletion: mails a 6-digit code to the account's email. The last admin is refused
 * here already (409), so no code promises what the confirmation would refuse.
 */
export async function requestDeletion(ctx: AuthContext, user: AuthenticatedUser, locale: MailLocale): Promise<DeletionCodeSent> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id))
  if (!row) throw new Error(`User ${user.id} of a live session is missing`)
  if (user.type === UserType.admin && (await ctx.db.$count(users, and(eq(users.type, UserType.admin), ne(users.id, user.id)))) === 0) {
    throw apiError('account.last_admin')
  }
  await ctx.limiter.consume(deletionCodesPerAccount, String(user.id))
  const { expiresAt } = await sendChallenge(ctx, { purpose: 'deletion', userId: user.id, email: row.email }, locale)
  return { expiresAt }
}

/**
 * POST /api/me/deletion/confirm: the newest code mailed for the deletion (older ones no longer
 * work), tried and counted like a sign-in code (auth/challenges.ts: 5 tries, the account's and
 * the IP's failures limited). The right code erases the account in one transaction with its use,
 * so a code is never spent on a deletion that did not happen; then the live channels hear of the
 * pending orders that ended.
 */
export async function confirmDeletion(ctx: AuthContext, moves: OrderMoves, user: AuthenticatedUser, code: string, ip: string): Promise<void> {
  const now = ctx.now()
  const [challenge] = await ctx.db
    .select({ id: authChallenges.id, email: authChallenges.email })
    .from(authChallenges)
    .where(and(eq(authChallenges.userId, user.id), eq(authChallenges.purpose, 'deletion'), isNull(authChallenges.consumedAt), gt(authChallenges.expiresAt, now)))
    .orderBy(desc(authChallenges.createdAt))
    .limit(1)
  if (!challenge) throw apiError('account.deletion_code_expired')
  const codeTry = await reserveCodeTry(ctx.limiter, challenge.email, ip)

  const attempt = await tryCode(ctx.db, challenge.id, code, now)
  if (attempt.outcome !== 'wrong') await codeTry.notAFailure()
  if (attempt.outcome === 'gone') throw apiError('account.deletion_code_expired')
  if (attempt.outcome === 'exhausted') throw apiError('account.deletion_code_tries_exhausted')
  if (attempt.outcome === 'wrong') {
    if (attempt.triesLeft === 0) throw apiError('account.deletion_code_tries_exhausted')
    throw new ApiError('auth.code_wrong', { triesLeft: attempt.triesLeft }, { fieldCodes: { code: { code: 'field.code_wrong' } } })
  }

  await moves.transaction(now, async (tx, move) => {
    if (!(await consumeChallenge(tx, challenge.id, now))) throw apiError('account.deletion_code_expired')
    await eraseAccount(tx, move, user.id, now)
  })
}
