import { Hono } from 'hono'
import { adminUserDetailsSchema, adminUserPageSchema } from '../../../domain/answers/admin.ts'
import { adminUserUpdateSchema } from '../../../domain/admin/user.ts'
import { adminUserListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, noContent } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { deleteUser, getUserDetails, listUsers, updateUser } from './service.ts'

const tag = 'Admin: people'
const byId = idsInPath('id')

/** /api/admin/users: every account (customers, admins, agencies); admins correct data and delete accounts without orders. */
export const adminUserRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: 'Lists customers and agencies', answers: { 200: json('A page', adminUserPageSchema) } }), input('query', adminUserListQuery), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .get('/:id', endpoint({ tag, summary: 'One account', answers: { 200: json('The account', adminUserDetailsSchema) } }), byId, async (c) =>
      c.json(await getUserDetails(db, c.req.valid('param').id)),
    )
    .put(
      '/:id',
      endpoint({ tag, summary: 'Changes an account', answers: { 200: json('As saved', adminUserDetailsSchema) } }),
      byId,
      input('json', adminUserUpdateSchema),
      async (c) => c.json(await updateUser(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .delete('/:id', endpoint({ tag, summary: 'Deletes an account without orders', answers: { 204: noContent } }), byId, async (c) => {
      await deleteUser(db, c.get('user').id, c.req.valid('param').id, now())
      return c.body(null, 204)
    })
