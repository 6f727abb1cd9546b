import { eq } from 'drizzle-orm'
import { UserType } from '../../../domain/session.ts'
import { demoAccounts } from '../../auth/demo-accounts.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { users } from '../schema/index.ts'
import type { Tx } from './insert.ts'

/**
 * A demo account (docs/AUTH.md), made here with its password when the seed runs before the
 * accounts are prepared, as at a first start; its row as it is either way.
 */
export async function ensureDemoAccount(tx: Tx, type: UserType) {
  const { password, ...account } = demoAccounts.find((candidate) => candidate.type === type)!
  await tx
    .insert(users)
    .values({ ...account, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: users.email })
  const [row] = await tx.select().from(users).where(eq(users.email, account.email))
  return row!
}
