import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { TheirOrder } from './erase-account.ts'
import type { DbOrTx } from '../db/client.ts'
import { auditLog, forfaitRequests } from '../db/schema/index.ts'

/**
 * The audit log at an account's erasure (users/erase-account.ts): the lines the person wrote keep
 * their account id but not their name or email; the lines about them keep what was done, not the
 * values: their account or agency, their orders (an admin's note on a cancel or a refund), their
 * custom trip requests (the agency's answer), and any line quoting their email (an invitation).
 * Runs before the requests are deleted, which it finds by their account.
 */
export async function forgetInAuditLog(tx: DbOrTx, userId: number, email: string, theirOrders: TheirOrder[]) {
  await tx.update(auditLog).set({ actorName: '', actorEmail: '' }).where(eq(auditLog.actorId, userId))
  const about = (entity: string, ids: SQL | string[]) => and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids))
  await tx
    .update(auditLog)
    .set({ changes: {} })
    .where(
      or(
        and(inArray(auditLog.entity, ['user', 'agency']), eq(auditLog.entityId, String(userId))),
        about(
          'order',
          theirOrders.map((order) => order.code),
        ),
        about('forfait', sql`(select ${forfaitRequests.id}::text from ${forfaitRequests} where ${forfaitRequests.userId} = ${userId})`),
        sql`strpos(lower(${auditLog.changes}::text), ${email}) > 0`,
      ),
    )
}
