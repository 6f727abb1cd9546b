import { eq } from 'drizzle-orm'
import type { InvitationCreated, InvitationInfo } from '../../domain/user.ts'
import { authMessages } from '../../domain/user-messages.ts'
import { later, type AuthContext } from '../auth/context.ts'
import { emailTaken, findLiveInvitation } from '../auth/sign-up-service.ts'
import { hashToken, randomToken } from '../auth/tokens.ts'
import { adminInvitations, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { invitationMail } from '../mail/templates/auth-mails.ts'
import type { MailLocale } from '../mail/templates/locale.ts'

export const invitationTtlDays = 7

/** Mails a single-use link to /admin/signup?invitation=..., valid 7 days. An email that has an account cannot be invited. */
export async function createInvitation(ctx: AuthContext, adminId: number, email: string, locale: MailLocale): Promise<InvitationCreated> {
  if (await emailTaken(ctx.db, email)) throw new ApiError(409, authMessages.emailTaken)
  const now = ctx.now()
  const token = randomToken()
  const expiresAt = later(now, invitationTtlDays * 86_400_000)
  const [row] = await ctx.db
    .insert(adminInvitations)
    .values({ email, tokenHash: hashToken(token), invitedBy: adminId, createdAt: now, expiresAt })
    .returning({ id: adminInvitations.id })
  const [admin] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, adminId))
  const invitedBy = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || 'Roteiro'
  const link = `${ctx.settings.publicUrl}/admin/signup?invitation=${encodeURIComponent(token)}`
  await ctx.mailer.send({ to: email, ...invitationMail[locale]({ link, invitedBy, days: invitationTtlDays }) })
  return { id: row!.id, email, expiresAt: expiresAt.toISOString() }
}

/** What /admin/signup shows before the form is sent; 410 when the invitation is used or expired. */
export async function describeInvitation(ctx: AuthContext, token: string): Promise<InvitationInfo> {
  const invitation = await findLiveInvitation(ctx.db, token, ctx.now())
  if (!invitation) throw new ApiError(410, authMessages.invitationInvalid)
  return { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() }
}
