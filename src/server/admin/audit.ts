import type { DbOrTx } from '../db/client.ts'
import { and, desc, eq } from 'drizzle-orm'
import type { AdminListQuery } from '../../domain/admin/list.ts'
import type { AuditEntity, AuditEntry } from '../../domain/audit.ts'
import type { Page } from '../../domain/query-params.ts'
import type { Db } from '../db/client.ts'
import { auditLog, users } from '../db/schema/index.ts'
import { pageWindow, toPage, windowTotal } from './list-query.ts'

export interface AuditEvent {
  actorId: number
  entity: AuditEntity
  entityId: string | number
  action: 'create' | 'update' | 'delete' | (string & {})
  /** For an update: the entity before and after; only the fields that differ are kept. */
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

/**
 * Writes one line of the audit log. Call it inside the transaction of the change it records, so
 * a change is never kept without its line (nor a line without its change).
 */
export async function recordAudit(db: DbOrTx, event: AuditEvent, now: Date): Promise<void> {
  const [actor] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, event.actorId))
  await db.insert(auditLog).values({
    actorId: event.actorId,
    actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : '',
    actorEmail: actor?.email ?? '',
    entity: event.entity,
    entityId: String(event.entityId),
    action: event.action,
    changes: event.before && event.after ? changedFields(event.before, event.after) : {},
    at: now,
  })
}

/** The fields whose values differ (compared as JSON), as [before, after]. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key] ?? null, after[key] ?? null]
  }
  return changes
}

/** The history of one entity, newest first. */
export async function listAudit(db: Db, entity: AuditEntity, entityId: string, query: AdminListQuery): Promise<Page<AuditEntry>> {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))
  const rows = await db
    .select({ row: auditLog, total: windowTotal })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ row }) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
      changes: row.changes,
    }),
    async () => await db.$count(auditLog, where),
  )
}
