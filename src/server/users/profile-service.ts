import { fieldError } from '../http/validation.ts'
import { eq } from 'drizzle-orm'
import { UserType } from '../../domain/session.ts'
import type { BrazilianState, PasswordChange, Profile, ProfileUpdate } from '../../domain/user.ts'
import type { AuthContext } from '../auth/context.ts'
import { reservePasswordTry } from '../auth/limits.ts'
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { AuthenticatedUser } from '../http/auth-middleware.ts'

type UserRow = typeof users.$inferSelect

export function toProfile(row: UserRow): Profile {
  const type = row.type as UserType
  return {
    id: row.id,
    type,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    cpf: row.cpf,
    phone: row.phone,
    birthDate: row.birthDate,
    // The address columns are written all together (updateProfile), so a zip code means a whole address.
    address:
      row.zipCode === null
        ? null
        : {
            zipCode: row.zipCode,
            street: row.street ?? '',
            number: row.addressNumber ?? '',
            complement: row.complement ?? '',
            neighborhood: row.neighborhood ?? '',
            city: row.city ?? '',
            state: row.state as BrazilianState,
          },
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
    agency: type === UserType.agency ? { commissionBasisPoints: row.commissionBasisPoints, sellerCode: row.sellerCode, approved: row.approvedAt !== null } : null,
  }
}

async function userRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  // requireUser just found this user's live session, and deleting a user cascades to its sessions.
  if (!row) throw new Error(`User ${id} of a live session is missing`)
  return row
}

export const getProfile = async (db: Db, id: number) => toProfile(await userRow(db, id))

/** The columns a profile update writes: only the fields given; an address whole, or removed with null. */
export function profileColumns(update: ProfileUpdate) {
  const { address, ...personal } = update
  const addressColumns =
    address === undefined
      ? {}
      : {
          zipCode: address?.zipCode ?? null,
          street: address?.street ?? null,
          addressNumber: address?.number ?? null,
          complement: address?.complement ?? null,
          neighborhood: address?.neighborhood ?? null,
          city: address?.city ?? null,
          state: address?.state ?? null,
        }
  return { ...personal, ...addressColumns }
}

export async function updateProfile(db: Db, id: number, update: ProfileUpdate, now: Date): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ ...profileColumns(update), updatedAt: now })
    .where(eq(users.id, id))
    .returning()
  return toProfile(row!)
}

/**
 * Needs the current password when the account has one (an account made by Google sign-in sets
 * its first password without). Wrong current passwords count as sign-in failures of the
 * account. The other sessions of the user are revoked; this one keeps working.
 */
export async function changePassword(ctx: AuthContext, user: AuthenticatedUser, input: PasswordChange, ip: string): Promise<void> {
  const row = await userRow(ctx.db, user.id)
  if (row.passwordHash !== null) {
    if (input.currentPassword === undefined) throw fieldError('currentPassword', 'field.required')
    const passwordTry = await reservePasswordTry(ctx.limiter, row.email, ip)
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw fieldError('currentPassword', 'field.current_password_wrong')
    await passwordTry.passwordAccepted()
  }
  if (isCommonPassword(input.password)) throw fieldError('password', 'field.password_common')
  const passwordHash = await hashPassword(input.password)
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    await revokeUserSessions(tx, user.id, now, user.sessionId)
  })
}
