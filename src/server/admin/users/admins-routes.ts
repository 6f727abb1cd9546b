import { Hono } from 'hono'
import { adminAccountListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400 } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { listAdmins, revokeAdmin } from './admins-service.ts'

/**
 * /api/admin/admins: the administrators and the pending invitations (invite and withdraw at
 * /api/admin/invitations); DELETE /:id takes an admin's rights away (the account becomes a customer's).
 */
export const adminAdminRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listAdmins(db, parseOr400(adminAccountListQuery, c.req.query()), now())))
    .delete('/:id', async (c) => {
      await revokeAdmin(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
