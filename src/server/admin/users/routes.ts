import { Hono } from 'hono'
import { adminUserUpdateSchema } from '../../../domain/admin/user.ts'
import { adminUserListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { deleteUser, getUserDetails, listUsers, updateUser } from './service.ts'

/** /api/admin/users: every account (customers, admins, agencies); admins correct data and delete accounts without orders. */
export const adminUserRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listUsers(db, parseOr400(adminUserListQuery, c.req.query()))))
    .get('/:id', async (c) => c.json(await getUserDetails(db, idParam(c))))
    .put('/:id', async (c) => c.json(await updateUser(db, c.get('user').id, idParam(c), await jsonBody(c, adminUserUpdateSchema), now())))
    .delete('/:id', async (c) => {
      await deleteUser(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
