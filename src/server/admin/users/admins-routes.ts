import { Hono } from 'hono'
import { adminAccountsPageSchema } from '../../../domain/answers/admin.ts'
import { adminAccountListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, noContent } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { listAdmins, revokeAdmin } from './admins-service.ts'

const tag = 'Admin: people'

/**
 * /api/admin/admins: the administrators and the pending invitations (invite and withdraw at
 * /api/admin/invitations); DELETE /:id takes an admin's rights away (the account becomes a customer's).
 */
export const adminAdminRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get(
      '/',
      endpoint({ tag, summary: 'Admins and pending invitations', answers: { 200: json('A page', adminAccountsPageSchema) } }),
      input('query', adminAccountListQuery),
      async (c) => c.json(await listAdmins(db, c.req.valid('query'), now())),
    )
    .delete('/:id', endpoint({ tag, summary: "Revokes an admin's access", answers: { 204: noContent } }), idsInPath('id'), async (c) => {
      await revokeAdmin(db, c.get('user').id, c.req.valid('param').id, now())
      return c.body(null, 204)
    })
