import { Hono } from 'hono'
import { invitationCreatedSchema } from '../../domain/answers/accounts.ts'
import { UserType } from '../../domain/session.ts'
import { invitationSchema } from '../../domain/user.ts'
import type { AppDeps } from '../app-deps.ts'
import { createAuthContext } from '../auth/context.ts'
import { requireRole, type AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json, noContent } from '../openapi/operation.ts'
import { idsInPath } from './id-param.ts'
import { createInvitation, revokeInvitation } from './invitations-service.ts'

const tag = 'Admin: people'

/** /api/admin/invitations: an admin invites another admin (the only way to make one), or withdraws a pending invitation. */
export function invitationRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .post(
      '/',
      requireRole(UserType.admin),
      endpoint({ tag, summary: 'Invites an admin by email', answers: { 201: json('The invitation', invitationCreatedSchema) } }),
      input('json', invitationSchema),
      async (c) => c.json(await createInvitation(ctx, c.get('user').id, c.req.valid('json').email, mailLocale(c.req.header('Accept-Language'))), 201),
    )
    .delete('/:id', requireRole(UserType.admin), endpoint({ tag, summary: 'Revokes a pending invitation', answers: { 204: noContent } }), idsInPath('id'), async (c) => {
      await revokeInvitation(ctx.db, c.get('user').id, c.req.valid('param').id, ctx.now())
      return c.body(null, 204)
    })
}
