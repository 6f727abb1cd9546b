import { jsonBody } from '../http/validation.ts'
import { Hono } from 'hono'
import { forfaitRequestSchema } from '../../domain/forfait.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { submissionKeyOf } from '../http/idempotency.ts'
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
      const { request, replayed } = await createForfaitRequest(deps, c.get('user').id, input, mailLocale(c.req.header('Accept-Language')), now(), {
        key: submissionKeyOf(c, input),
        beforeInsert: async () => {
          await limiter.consume(forfaitLimits.perIp, clientIp(c, trustProxy))
          await limiter.consume(forfaitLimits.perAccount, String(c.get('user').id))
        },
      })
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return c.json(request, 201)
    })
    .get('/mine', requireUser, async (c) => c.json({ items: await listOwnForfaitRequests(deps.db, c.get('user').id) }))
}
