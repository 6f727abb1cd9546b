import type { DbOrTx } from '../../db/client.ts'
import { eq } from 'drizzle-orm'
import { UserType } from '../../../domain/session.ts'
import { users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'

type UserRow = typeof users.$inferSelect

/** What the audit log keeps of an account: its data, never its secrets (password hash, Google subject). */
export const auditedUser = (row: UserRow) => ({
  type: row.type,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  cpf: row.cpf,
  phone: row.phone,
  birthDate: row.birthDate,
  zipCode: row.zipCode,
  street: row.street,
  addressNumber: row.addressNumber,
  complement: row.complement,
  neighborhood: row.neighborhood,
  city: row.city,
  state: row.state,
})

/**
 * 409 unless an admin other than `leaving` remains. The admins' rows are locked first, so two
 * admins removing each other at once cannot both succeed: the second one sees the first's change.
 */
export async function assertAnotherAdminRemains(tx: DbOrTx, leaving: number): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.type, UserType.admin)).orderBy(users.id).for('update')
  if (!admins.some((admin) => admin.id !== leaving)) throw apiError('user.last_admin')
}
