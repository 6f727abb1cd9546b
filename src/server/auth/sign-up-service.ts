import type { DbOrTx } from '../db/client.ts'
import { fieldError } from '../http/validation.ts'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AdminSignUp, AgencySignUp, ChallengeResponse, SignUp } from '../../domain/user.ts'
import { adminInvitations, users, type PendingSignUp } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { sendChallenge } from './challenges.ts'
import type { AuthContext } from './context.ts'
import { authLimits } from './limits.ts'
import { hashPassword, isCommonPassword } from './passwords.ts'
import { hashToken } from './tokens.ts'

/**
 * Sign-ups of every kind: nothing is written to `users` until the mailed code is verified
 * (see verifyCode); until then the sign-up waits in its challenge, with the password already
 * hashed. So a failed or abandoned sign-up leaves no user row, and nobody can hold an email
 * they cannot read. An email that has an account answers the same, in the same time (issue 15,
 * finding 10): a challenge whose code nobody gets, and a mail telling the owner instead.
 */
interface Request {
  ip: string
  locale: MailLocale
}

type Details = Omit<PendingSignUp, 'passwordHash' | 'invitationId'>

async function startSignUp(ctx: AuthContext, email: string, password: string, details: Details, invitationId: number | null, request: Request): Promise<ChallengeResponse> {
  if (isCommonPassword(password)) throw fieldError('password', 'field.password_common')
  await ctx.limiter.consume(authLimits.signUpsPerIp, request.ip)
  await ctx.limiter.consume(authLimits.signUpsPerEmail, email)
  const passwordHash = await hashPassword(password)
  const pendingSignUp: PendingSignUp | null = (await emailTaken(ctx.db, email)) ? null : { ...details, passwordHash, invitationId }
  return sendChallenge(ctx, { purpose: 'signup', email, pendingSignUp }, request.locale)
}

export const startCustomerSignUp = (ctx: AuthContext, input: SignUp, request: Request) =>
  startSignUp(
    ctx,
    input.email,
    input.password,
    { type: 0, firstName: input.firstName, lastName: input.lastName, cpf: input.cpf, phone: input.phone, birthDate: input.birthDate },
    null,
    request,
  )

/** Agencies keep their name as the first name; commission and seller code wait for an admin. */
export const startAgencySignUp = (ctx: AuthContext, input: AgencySignUp, request: Request) =>
  startSignUp(ctx, input.email, input.password, { type: 2, firstName: input.name, lastName: '', cpf: input.cpf, phone: null, birthDate: null }, null, request)

/** An admin only from a live invitation, with the invitation's email; the invitation is used when the code is verified. */
export async function startAdminSignUp(ctx: AuthContext, input: AdminSignUp, request: Request): Promise<ChallengeResponse> {
  const invitation = await findLiveInvitation(ctx.db, input.invitation, ctx.now())
  if (!invitation) throw apiError('auth.invitation_invalid')
  const details: Details = { type: 1, firstName: input.firstName, lastName: input.lastName, cpf: null, phone: null, birthDate: null }
  return startSignUp(ctx, invitation.email, input.password, details, invitation.id, request)
}

export async function findLiveInvitation(db: DbOrTx, token: string, now: Date) {
  const [invitation] = await db
    .select({ id: adminInvitations.id, email: adminInvitations.email, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .where(and(eq(adminInvitations.tokenHash, hashToken(token)), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, now)))
  return invitation ?? null
}

export async function emailTaken(db: DbOrTx, email: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0
}

/**
 * Makes the user of a verified sign-up, inside the verification's transaction: uses the
 * invitation (admins) and inserts the row; a concurrent sign-up of the same email is a 409.
 */
export async function createSignedUpUser(tx: DbOrTx, email: string, pending: PendingSignUp, now: Date) {
  if (pending.invitationId !== null) {
    const used = await tx
      .update(adminInvitations)
      .set({ usedAt: now })
      .where(and(eq(adminInvitations.id, pending.invitationId), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, now)))
      .returning({ id: adminInvitations.id })
    if (used.length === 0) throw apiError('auth.invitation_invalid')
  }
  const { invitationId, ...fields } = pending
  const [user] = await tx
    .insert(users)
    .values({ ...fields, email, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, type: users.type })
  if (!user) throw apiError('auth.email_taken')
  if (invitationId !== null) await tx.update(adminInvitations).set({ usedBy: user.id }).where(eq(adminInvitations.id, invitationId))
  return user
}
