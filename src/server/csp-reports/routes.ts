import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cspReportMediaType, cspReportSchema, reportingMediaType, reportingSchema } from '../../domain/csp-report.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { publicRoute } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import { logger } from '../observability/logger.ts'
import { endpoint } from '../openapi/endpoint.ts'
import { noContent } from '../openapi/operation.ts'
import { parseOr400, readJson } from '../http/validation.ts'
import { rateLimiter, type RateLimitRule } from '../rate-limit/limiter.ts'
import { violationLine, violationsOf } from './summary.ts'

/** A page with a broken directive reports every load; a few lines a page tell as much as all of them, and a flood writes nothing. */
export const cspReportLimit: RateLimitRule = { name: 'csp-reports:ip', limit: 20, windowMs: 10 * 60_000 }

const REPORT_MAX_BYTES = 16 * 1024

const schemas = { [cspReportMediaType]: cspReportSchema, [reportingMediaType]: reportingSchema }
const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase()

/**
 * POST /api/csp-reports: where browsers report what the CSP refused (http/content-security-policy.ts).
 * Each violation becomes one line in the log, and the browser gets a 204. Its body is not JSON's
 * type, so the JSON middleware lets this path by (app.ts): the types and the size are checked here.
 */
export const cspReportRoutes = (deps: AppDeps) => {
  const limiter = rateLimiter(deps.db, deps.now ?? (() => new Date()))
  const { trustProxy } = resolveAuthSettings(deps.auth)
  const limit = bodyLimit({
    maxSize: REPORT_MAX_BYTES,
    onError: () => {
      throw apiError('request.too_large', { kilobytes: REPORT_MAX_BYTES / 1024 })
    },
  })
  const declaration = endpoint({
    tag: 'Service',
    summary: 'Where browsers report what the Content-Security-Policy refused',
    description: 'The body is a browser’s report (`report-uri` or `report-to`), at most 16 KB; 20 a client IP each 10 minutes. Each violation is logged as one line.',
    bodyByType: schemas,
    answers: { 204: noContent },
  })
  return new Hono().post('/', publicRoute, declaration, limit, async (c) => {
    const type = mediaTypeOf(c.req.header('Content-Type'))
    if (type !== cspReportMediaType && type !== reportingMediaType) throw apiError('request.unsupported_media_type')
    await limiter.consume(cspReportLimit, clientIp(c, trustProxy))
    for (const violation of violationsOf(parseOr400(schemas[type], await readJson(c.req.raw)))) logger().warn(violationLine(violation))
    return c.body(null, 204)
  })
}
