import { and, eq, gt, isNull } from 'drizzle-orm'
import { type AdminAccount, type AdminAccountsPage } from '../../../domain/admin/user.ts'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import { UserType } from '../../../domain/session.ts'
import { revokeUserSessions } from '../../auth/sessions.ts'
import type { Db } from '../../db/client.ts'
import { adminInvitations, users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { listPendingInvitations } from '../invitations-service.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'
import { fullName } from './service.ts'
import { assertAnotherAdminRemains } from './user-rules.ts'

/** A page of administrators, and every invitation still waiting to be used. */
export async function listAdmins(db: Db, query: AdminListQuery<'name' | 'email' | 'createdAt'>, now: Date): Promise<AdminAccountsPage> {
  const where = and(eq(users.type, UserType.admin), ...textSearch(query.q, [users.firstName, users.lastName, users.email]))
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt, total: windowTotal })
    .from(users)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'name', { name: fullName, email: users.email, createdAt: users.createdAt }, users.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const page = await toPage(
    query,
    rows,
    ({ total: _, ...row }): AdminAccount => ({ ...row, createdAt: row.createdAt.toISOString() }),
    () => db.$count(users, where),
  )
  return { ...page, invitations: await listPendingInvitations(db, now) }
}

/**
 * Takes an admin's rights away: the account stays, as a customer (its orders and its name in the
 * audit log stay meaningful), every session of it ends and the invitations it sent that are still
 * pending are withdrawn. Never the admin's own rights, never the last admin.
 */
export async function revokeAdmin(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  if (id === actorId) throw apiError('user.revoke_yourself')
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ type: users.type }).from(users).where(eq(users.id, id))
    if (!target) throw apiError('user.not_found', { id })
    if (target.type !== UserType.admin) throw apiError('user.not_an_admin')
    await assertAnotherAdminRemains(tx, id)
    await tx.update(users).set({ type: UserType.customer, updatedAt: now }).where(eq(users.id, id))
    await revokeUserSessions(tx, id, now)
    await tx.delete(adminInvitations).where(and(eq(adminInvitations.invitedBy, id), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, now)))
    await recordAudit(tx, { actorId, entity: 'user', entityId: id, action: 'update', before: { type: UserType.admin }, after: { type: UserType.customer } }, now)
  })
}
