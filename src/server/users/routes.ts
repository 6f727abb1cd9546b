import { jsonBody } from '../http/validation.ts'
import { Hono } from 'hono'
import { passwordChangeSchema, profileUpdateSchema } from '../../domain/user.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { createAuthContext } from '../auth/context.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { changePassword, getProfile, updateProfile } from './profile-service.ts'

/** The signed-in user's own account: /api/me. */
export function meRoutes(deps: AppDeps) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .use(async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
    .get('/', requireUser, async (c) => c.json(await getProfile(ctx.db, c.get('user').id)))
    .patch('/', requireUser, async (c) => c.json(await updateProfile(ctx.db, c.get('user').id, await jsonBody(c, profileUpdateSchema), ctx.now())))
    .post('/password', requireUser, async (c) => {
      await changePassword(ctx, c.get('user'), await jsonBody(c, passwordChangeSchema), clientIp(c, ctx.settings.trustProxy))
      return c.body(null, 204)
    })
}
