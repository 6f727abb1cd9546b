import { jsonBody } from '../http/validation.ts'
import { Hono } from 'hono'
import { UserType } from '../../domain/session.ts'
import { invitationSchema } from '../../domain/user.ts'
import type { AppDeps } from '../app-deps.ts'
import { createAuthContext } from '../auth/context.ts'
import { requireRole, type AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { idParam } from './id-param.ts'
import { createInvitation, revokeInvitation } from './invitations-service.ts'

/** /api/admin/invitations: an admin invites another admin (the only way to make one), or withdraws a pending invitation. */
export function invitationRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .post('/', requireRole(UserType.admin), async (c) => {
      const { email } = await jsonBody(c, invitationSchema)
      return c.json(await createInvitation(ctx, c.get('user').id, email, mailLocale(c.req.header('Accept-Language'))), 201)
    })
    .delete('/:id', requireRole(UserType.admin), async (c) => {
      await revokeInvitation(ctx.db, c.get('user').id, idParam(c), ctx.now())
      return c.body(null, 204)
    })
}
