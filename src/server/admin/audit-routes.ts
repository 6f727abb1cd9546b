import { Hono } from 'hono'
import * as v from 'valibot'
import { adminListQuery } from '../../domain/admin/list.ts'
import { auditEntities } from '../../domain/audit.ts'
import type { AppDeps } from '../app-deps.ts'
import { parseOr400 } from '../http/validation.ts'
import { listAudit } from './audit.ts'

const auditQuery = adminListQuery(['at'], {
  entity: v.picklist(auditEntities, `entity must be one of: ${auditEntities.join(', ')}`),
  entityId: v.pipe(v.string(), v.minLength(1, 'entityId is required'), v.maxLength(100)),
})

/** /api/admin/audit?entity=trip&entityId=12: the history of one entity, newest first. */
export const adminAuditRoutes = ({ db }: AppDeps) =>
  new Hono().get('/', async (c) => {
    const query = parseOr400(auditQuery, c.req.query())
    return c.json(await listAudit(db, query.entity, query.entityId, query))
  })
