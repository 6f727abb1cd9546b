import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { apiError } from '../http/errors.ts'
import type { Metrics } from './metrics.ts'
import { answeringRoute } from './request-log.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * GET /metrics in Prometheus' text format, for a caller with `Authorization: Bearer
 * <METRICS_TOKEN>` (docs/DECISIONS.md, "Metrics"). Anyone else gets the 404 of a path that is
 * not there: a scanner learns nothing.
 */
export function metricsRoutes(metrics: Metrics, token: string) {
  const expected = digest(`Bearer ${token}`)
  return new Hono().get('/', async (c) => {
    if (!timingSafeEqual(digest(c.req.header('Authorization') ?? ''), expected)) throw apiError('not_found', { path: `GET ${c.req.path}` })
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  })
}

/** Times every request into the duration histogram, labelled by the route that answered. */
export const httpMetrics = (metrics: Metrics) =>
  createMiddleware(async (c, next) => {
    const stop = metrics.httpDuration.startTimer()
    await next()
    stop({ method: c.req.method, route: answeringRoute(c), status: String(c.res.status) })
  })
