import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { PendingInvitation } from '../../domain/admin/user.ts'
import type { InvitationCreated, InvitationInfo } from '../../domain/user.ts'
import { later, type AuthContext } from '../auth/context.ts'
import { emailTaken, findLiveInvitation } from '../auth/sign-up-service.ts'
import { hashToken, randomToken } from '../auth/tokens.ts'
import type { Db } from '../db/client.ts'
import { adminInvitations, users } from '../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../http/errors.ts'
import { invitationMail } from '../mail/templates/auth-mails.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { recordAudit } from './audit.ts'

export const invitationTtlDays = 7

const pending = (now: Date) => and(isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, now))

/** Mails a single-use link to /admin/signup?invitation=..., valid 7 days. An email that has an account cannot be invited. */
export async function createInvitation(ctx: AuthContext, adminId: number, email: string, locale: MailLocale): Promise<InvitationCreated> {
  if (await emailTaken(ctx.db, email)) throw apiErrorOnField('email', 'auth.email_taken')
  const now = ctx.now()
  const token = randomToken()
  const expiresAt = later(now, invitationTtlDays * 86_400_000)
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminInvitations)
      .values({ email, tokenHash: hashToken(token), invitedBy: adminId, createdAt: now, expiresAt })
      .returning({ id: adminInvitations.id })
    await recordAudit(tx, { actorId: adminId, entity: 'invitation', entityId: row!.id, action: 'create', before: {}, after: { email } }, now)
    return row!.id
  })
  const [admin] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, adminId))
  const invitedBy = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || 'Roteiro'
  const link = `${ctx.settings.publicUrl}/admin/signup?invitation=${encodeURIComponent(token)}`
  await ctx.mailer.send({ to: email, ...invitationMail[locale]({ link, invitedBy, days: invitationTtlDays }) })
  return { id, email, expiresAt: expiresAt.toISOString() }
}

/** What /admin/signup shows before the form is sent; 410 when the invitation is used or expired. */
export async function describeInvitation(ctx: AuthContext, token: string): Promise<InvitationInfo> {
  const invitation = await findLiveInvitation(ctx.db, token, ctx.now())
  if (!invitation) throw apiError('auth.invitation_invalid')
  return { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() }
}

/** Invitations neither used nor expired, newest first. */
export async function listPendingInvitations(db: Db, now: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: adminInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(adminInvitations)
    .leftJoin(users, eq(users.id, adminInvitations.invitedBy))
    .where(pending(now))
    .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id))
  return rows.map(({ invitation, firstName, lastName }) => ({
    id: invitation.id,
    email: invitation.email,
    invitedBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }))
}

/** Withdraws a pending invitation: its link then answers 410 like a used one. 404 when it is used, expired or unknown. */
export async function revokeInvitation(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.id, id), pending(now)))
      .returning({ email: adminInvitations.email })
    if (!row) throw apiError('invitation.not_found', { id })
    await recordAudit(tx, { actorId, entity: 'invitation', entityId: id, action: 'delete', before: { email: row.email }, after: {} }, now)
  })
}
