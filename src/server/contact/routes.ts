import { Hono } from 'hono'
import * as v from 'valibot'
import { idSchema } from '../../domain/answers/catalogue.ts'
import { contactMessageSchema } from '../../domain/contact.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { submissionKeyOf } from '../http/idempotency.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { formIdempotencyKeyHeader, json } from '../openapi/operation.ts'
import { rateLimiter } from '../rate-limit/limiter.ts'
import { contactLimits } from './limits.ts'
import { saveContactMessage } from './service.ts'

export const contactRoutes = (deps: AppDeps) => {
  const limiter = rateLimiter(deps.db, deps.now ?? (() => new Date()))
  const { trustProxy } = resolveAuthSettings(deps.auth)
  const declaration = endpoint({
    tag: 'Requests',
    summary: 'A message to the agency',
    headers: formIdempotencyKeyHeader,
    answers: { 201: json('Saved and mailed', v.object({ id: idSchema })) },
  })
  return new Hono().post('/', declaration, input('json', contactMessageSchema), async (c) => {
    const message = c.req.valid('json')
    const locale = c.req.header('Accept-Language')?.split(',')[0]?.trim() || 'pt-BR'
    const { id, replayed } = await saveContactMessage(deps, message, locale, {
      key: submissionKeyOf(c, message),
      beforeInsert: async () => {
        // The IP first: a flood from one address never uses up the places of the emails it names.
        await limiter.consume(contactLimits.perIp, clientIp(c, trustProxy))
        await limiter.consume(contactLimits.perEmail, message.email.toLowerCase())
      },
    })
    if (replayed) c.header('Idempotent-Replayed', 'true')
    return c.json({ id }, 201)
  })
}
