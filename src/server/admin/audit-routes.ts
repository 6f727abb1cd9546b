import { Hono } from 'hono'
import { auditQuery } from '../../domain/audit.ts'
import type { AppDeps } from '../app-deps.ts'
import { parseOr400 } from '../http/validation.ts'
import { listAudit } from './audit.ts'

/** /api/admin/audit?entity=trip&entityId=12: the history of one entity, newest first. */
export const adminAuditRoutes = ({ db }: AppDeps) =>
  new Hono().get('/', async (c) => {
    const query = parseOr400(auditQuery, c.req.query())
    return c.json(await listAudit(db, query.entity, query.entityId, query))
  })
