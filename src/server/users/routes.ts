import { jsonBody } from '../http/validation.ts'
import { Hono } from 'hono'
import { deletionConfirmSchema, myDataFileName } from '../../domain/my-data.ts'
import { saoPauloDate } from '../../domain/order-status.ts'
import { passwordChangeSchema, profileUpdateSchema } from '../../domain/user.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { createAuthContext } from '../auth/context.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import type { SaleContext } from '../sale/context.ts'
import { confirmDeletion, requestDeletion } from './deletion-service.ts'
import { exportMyData } from './export-service.ts'
import { changePassword, getProfile, updateProfile } from './profile-service.ts'

/** The signed-in user's own account: /api/me, its data as a file and its deletion (LGPD, docs/AUTH.md). */
export function meRoutes(deps: AppDeps, orders: SaleContext) {
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
    .get('/export', requireUser, async (c) => {
      const now = ctx.now()
      c.header('Content-Disposition', `attachment; filename="${myDataFileName(saoPauloDate(now))}"`)
      return c.json(await exportMyData(ctx.db, c.get('user'), ctx.settings.publicUrl, now))
    })
    .post('/deletion', requireUser, async (c) => c.json(await requestDeletion(ctx, c.get('user'), mailLocale(c.req.header('Accept-Language')))))
    .post('/deletion/confirm', requireUser, async (c) => {
      const { code } = await jsonBody(c, deletionConfirmSchema)
      await confirmDeletion(ctx, orders.moves, c.get('user'), code, clientIp(c, ctx.settings.trustProxy))
      return c.body(null, 204)
    })
}
