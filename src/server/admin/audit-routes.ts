import { Hono } from 'hono'
import { auditPageSchema } from '../../domain/answers/admin.ts'
import { auditQuery } from '../../domain/audit.ts'
import type { AppDeps } from '../app-deps.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { listAudit } from './audit.ts'

/** /api/admin/audit?entity=trip&entityId=12: the history of one entity, newest first. */
export const adminAuditRoutes = ({ db }: AppDeps) =>
  new Hono().get('/', endpoint({ tag: 'Admin', summary: "One entity's history", answers: { 200: json('A page', auditPageSchema) } }), input('query', auditQuery), async (c) => {
    const query = c.req.valid('query')
    return c.json(await listAudit(db, query.entity, query.entityId, query))
  })
