import * as v from 'valibot'
import { adminListQuery } from './admin/list.ts'

/** One line of an entity's history on the admin screens (GET /api/admin/audit). */
export interface AuditEntry {
  id: number
  at: string
  action: string
  actor: { id: number | null; name: string; email: string }
  /** Each changed field as [before, after]; empty for a creation or a deletion. */
  changes: Record<string, [unknown, unknown]>
}

/** The entities admins write, as the audit log names them. */
export const auditEntities = [
  'trip',
  'order',
  'user',
  'agency',
  'invitation',
  'airline',
  'travel-information',
  'event-type',
  'tip',
  'banner',
  'product',
  'setting',
  'forfait',
] as const
export type AuditEntity = (typeof auditEntities)[number]

/** GET /api/admin/audit?entity=trip&entityId=12: one entity's history, paged. */
export const auditQuery = adminListQuery(['at'], {
  entity: v.picklist(auditEntities, `entity must be one of: ${auditEntities.join(', ')}`),
  entityId: v.pipe(v.string(), v.minLength(1, 'entityId is required'), v.maxLength(100)),
})
