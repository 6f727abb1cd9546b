import { Hono } from 'hono'
import { forfaitRequestAnswerSchema, ownForfaitRequestsSchema } from '../../domain/answers/requests.ts'
import { forfaitRequestSchema } from '../../domain/forfait.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { submissionKeyOf } from '../http/idempotency.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { formIdempotencyKeyHeader, json } from '../openapi/operation.ts'
import { rateLimiter } from '../rate-limit/limiter.ts'
import { forfaitLimits } from './limits.ts'
import { createForfaitRequest, listOwnForfaitRequests } from './service.ts'

const tag = 'Requests'

/** /api/forfait-requests: a signed-in traveller asks for a custom trip and follows the answers. */
export const forfaitRoutes = (deps: AppDeps) => {
  const now = deps.now ?? (() => new Date())
  const limiter = rateLimiter(deps.db, now)
  const { trustProxy } = resolveAuthSettings(deps.auth)
  return new Hono<AuthEnv>()
    .post(
      '/',
      requireUser,
      endpoint({ tag, summary: 'Asks for a custom trip (forfait)', headers: formIdempotencyKeyHeader, answers: { 201: json('The request', forfaitRequestAnswerSchema) } }),
      input('json', forfaitRequestSchema),
      async (c) => {
        const asked = c.req.valid('json')
        const { request, replayed } = await createForfaitRequest(deps, c.get('user').id, asked, mailLocale(c.req.header('Accept-Language')), now(), {
          key: submissionKeyOf(c, asked),
          beforeInsert: async () => {
            await limiter.consume(forfaitLimits.perIp, clientIp(c, trustProxy))
            await limiter.consume(forfaitLimits.perAccount, String(c.get('user').id))
          },
        })
        if (replayed) c.header('Idempotent-Replayed', 'true')
        return c.json(request, 201)
      },
    )
    .get(
      '/mine',
      requireUser,
      endpoint({ tag, summary: "The caller's custom trip requests and their answers", answers: { 200: json('Newest first', ownForfaitRequestsSchema) } }),
      async (c) => c.json({ items: await listOwnForfaitRequests(deps.db, c.get('user').id) }),
    )
}
