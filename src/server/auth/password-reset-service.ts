import { fieldError } from '../http/validation.ts'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { returnPath } from '../../domain/return-path.ts'
import type { PasswordResetConfirm, PasswordResetRequest, PasswordResetRequested } from '../../domain/user.ts'
import { authMessages } from '../../domain/user-messages.ts'
import { passwordResets, users } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import { passwordResetMail } from '../mail/templates/auth-mails.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { later, minutes, type AuthContext } from './context.ts'
import { anyIpOf, authLimits } from './limits.ts'
import { hashPassword, isCommonPassword } from './passwords.ts'
import { revokeUserSessions } from './sessions.ts'
import { hashToken, randomToken } from './tokens.ts'
import { logger } from '../observability/logger.ts'

export const resetLinkTtlMinutes = 60

/**
 * Mails a single-use link to /ask-reset-password?token=... when the email has an account (with
 * the page's `redirect`, when it is one of ours, so the new sign-in goes on there). The answer is
 * the same either way, in the same time, and the limits count every request, so it tells nobody
 * whether an account exists: the link is made and mailed after the answer.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  { email, redirect }: PasswordResetRequest,
  request: { ip: string; locale: MailLocale },
): Promise<PasswordResetRequested> {
  await ctx.limiter.consume(authLimits.resetRequestsPerIp, request.ip)
  await ctx.limiter.consume(authLimits.resetRequestsPerEmail, email)
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (user) {
    mailResetLink(ctx, user.id, email, returnPath(redirect), request.locale).catch((error: unknown) => {
      logger().error({ err: error }, 'A password reset link could not be mailed')
    })
  }
  return { message: authMessages.resetSent }
}

async function mailResetLink(ctx: AuthContext, userId: number, email: string, returnTo: string | undefined, locale: MailLocale) {
  const now = ctx.now()
  const token = randomToken()
  await ctx.db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: later(now, minutes(resetLinkTtlMinutes)) })
  const link = `${ctx.settings.publicUrl}/ask-reset-password?${new URLSearchParams({ token, ...(returnTo ? { redirect: returnTo } : {}) })}`
  await ctx.mailer.send({ to: email, ...passwordResetMail[locale]({ link, minutes: resetLinkTtlMinutes }) })
}

/** Sets the new password, uses up every reset link of the user and revokes every session. */
export async function confirmPasswordReset(ctx: AuthContext, input: PasswordResetConfirm): Promise<void> {
  if (isCommonPassword(input.password)) throw fieldError('password', 'field.password_common')
  const passwordHash = await hashPassword(input.password)
  const now = ctx.now()
  const email = await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId })
    if (!reset) throw apiError('auth.reset_link_invalid')
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId)).returning({ email: users.email })
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
    await revokeUserSessions(tx, reset.userId, now)
    return user!.email
  })
  // Whoever reads the mailbox owns the account: a lock-out from failed sign-ins ends here.
  await ctx.limiter.clear(authLimits.signInFailuresPerAccount, email)
  await ctx.limiter.clearEndingWith(authLimits.signInFailuresPerAccountAndIp, anyIpOf(email))
}
