import { jsonBody } from '../http/validation.ts'
import { Hono } from 'hono'
import { forfaitRequestSchema } from '../../domain/forfait.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { rateLimiter } from '../rate-limit/limiter.ts'
import { forfaitLimits } from './limits.ts'
import { createForfaitRequest, listOwnForfaitRequests } from './service.ts'

/** /api/forfait-requests: a signed-in traveller asks for a custom trip and follows the answers. */
export const forfaitRoutes = (deps: AppDeps) => {
  const now = deps.now ?? (() => new Date())
  const limiter = rateLimiter(deps.db, now)
  const { trustProxy } = resolveAuthSettings(deps.auth)
  return new Hono<AuthEnv>()
    .post('/', requireUser, async (c) => {
      const input = await jsonBody(c, forfaitRequestSchema)
      await limiter.consume(forfaitLimits.perIp, clientIp(c, trustProxy))
      await limiter.consume(forfaitLimits.perAccount, String(c.get('user').id))
      return c.json(await createForfaitRequest(deps, c.get('user').id, input, mailLocale(c.req.header('Accept-Language')), now()), 201)
    })
    .get('/mine', requireUser, async (c) => c.json({ items: await listOwnForfaitRequests(deps.db, c.get('user').id) }))
}
