import * as v from 'valibot'
import { newPasswordSchema } from '../../domain/password-rules.ts'
import { UserType } from '../../domain/session.ts'
import { emailSchema } from '../../domain/user.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { hashPassword, isCommonPassword } from './passwords.ts'

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD at start: made only when no account has
 * that email, so a restart never changes a password an admin has since changed. Every other
 * admin comes by invitation. A password that breaks the rules stops the start.
 */
export async function ensureFirstAdmin(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  const address = v.parse(emailSchema, email)
  const rules = v.safeParse(newPasswordSchema, password)
  if (!rules.success) throw new Error(`ADMIN_PASSWORD: ${rules.issues[0].message}`)
  if (isCommonPassword(password)) throw new Error('ADMIN_PASSWORD: This password is too common')
  const created = await db
    .insert(users)
    .values({ type: UserType.admin, email: address, firstName: 'Administrador', lastName: '', passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  return created.length > 0 ? 'created' : 'exists'
}
