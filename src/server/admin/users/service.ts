import type { DbOrTx } from '../../db/client.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import { type AdminUserDetails, type AdminUserRow, type AdminUserUpdate } from '../../../domain/admin/user.ts'
import type { Page } from '../../../domain/query-params.ts'
import { UserType } from '../../../domain/session.ts'
import type { Db } from '../../db/client.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts'
import { qualified } from '../../db/qualified.ts'
import { orders, users } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { profileColumns, toProfile } from '../../users/profile-service.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'
import { assertAnotherAdminRemains, auditedUser } from './user-rules.ts'

/** "First Last": what the lists sort by name. */
export const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`
/** Orders of every status the outer `users` row placed. */
export const ordersOfUser = sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${qualified(users.id)})`.mapWith(Number)
const paidCentsOfUser =
  sql<number>`(select coalesce(sum(${orders.amountCents}), 0) from ${orders} where ${orders.userId} = ${qualified(users.id)} and ${orders.status} = 'paid')`.mapWith(Number)

export const userNotFound = (id: number) => apiError('user.not_found', { id })
const emailTaken = () => apiErrorOnField('email', 'auth.email_taken')

/** CPFs are stored as digits: a word typed with the mask (529.982.247-25, or a part of it) is searched as its digits. */
export const withoutCpfMasks = (q: string | undefined) =>
  q
    ?.split(/\s+/)
    .map((word) => (/^[\d.-]+$/.test(word) ? word.replace(/\D/g, '') : word))
    .join(' ')

type UserListQuery = AdminListQuery<'name' | 'email' | 'createdAt'> & { type?: UserType }

export async function listUsers(db: Db, query: UserListQuery): Promise<Page<AdminUserRow>> {
  const where = and(
    query.type === undefined ? undefined : eq(users.type, query.type),
    ...textSearch(withoutCpfMasks(query.q), [users.firstName, users.lastName, users.email, users.cpf]),
  )
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      cpf: users.cpf,
      createdAt: users.createdAt,
      total: windowTotal,
    })
    .from(users)
    .where(where)
    .orderBy(...orderByOf(query.sort, '-createdAt', { name: fullName, email: users.email, createdAt: users.createdAt }, users.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...row }) => ({ ...row, type: row.type as UserType, createdAt: row.createdAt.toISOString() }),
    () => db.$count(users, where),
  )
}

export async function getUserDetails(db: DbOrTx, id: number): Promise<AdminUserDetails> {
  const [found] = await db.select({ row: users, orders: ordersOfUser, paidCents: paidCentsOfUser }).from(users).where(eq(users.id, id))
  if (!found) throw userNotFound(id)
  return { ...toProfile(found.row), createdAt: found.row.createdAt.toISOString(), orders: found.orders, paidCents: found.paidCents }
}

/** Writes only the fields sent; a new email must be free (409). */
export async function updateUser(db: Db, actorId: number, id: number, input: AdminUserUpdate, now: Date): Promise<AdminUserDetails> {
  const { email, ...profile } = input
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update')
      if (!before) throw userNotFound(id)
      const [after] = await tx
        .update(users)
        .set({ ...profileColumns(profile), ...(email === undefined ? {} : { email }), updatedAt: now })
        .where(eq(users.id, id))
        .returning()
      await recordAudit(tx, { actorId, entity: 'user', entityId: id, action: 'update', before: auditedUser(before), after: auditedUser(after!) }, now)
      return getUserDetails(tx, id)
    })
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error
  }
}

/**
 * Deletes an account that never placed an order (orders are kept for accounting), never the
 * admin's own nor the last admin. Its sessions, reset links and sign-in handoffs go with it.
 */
export async function deleteUser(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  if (id === actorId) throw apiError('user.delete_yourself')
  try {
    await db.transaction(async (tx) => {
      const [target] = await tx.select({ type: users.type }).from(users).where(eq(users.id, id))
      // The admins' rows first (this one among them), in the same order as every admin removal, so two removals never deadlock.
      if (target?.type === UserType.admin) await assertAnotherAdminRemains(tx, id)
      const [found] = await tx.select({ row: users, orders: ordersOfUser }).from(users).where(eq(users.id, id)).for('update')
      if (!found) throw userNotFound(id)
      if (found.orders > 0) throw apiError('user.has_orders')
      await recordAudit(tx, { actorId, entity: 'user', entityId: id, action: 'delete', before: auditedUser(found.row), after: {} }, now)
      await tx.delete(users).where(eq(users.id, id))
    })
  } catch (error) {
    // An order placed while this ran: the foreign key keeps the account.
    throw isForeignKeyViolation(error) ? apiError('user.has_orders') : error
  }
}
