import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { requestId, type RequestIdVariables } from 'hono/request-id'
import { routePath } from 'hono/route'
import { logger, withRequestId } from './logger.ts'

/**
 * The route that answered, as mounted (`/api/trips/:name`), never the URL: a path can hold a
 * payment link's token, and a label per URL would grow without end in the metrics.
 */
export const answeringRoute = (c: Context) => routePath(c)

/**
 * A request id on every request: the caller's `X-Request-Id` when it is 1 to 128 word characters
 * (a proxy's or another service's, so one id follows a request across them), a new UUID
 * otherwise; sent back in `X-Request-Id`. Each log line of the request carries it (`logger()`
 * inside the request is a child logger with it), and with `logRequests` one access line ends it.
 */
export function requestLog({ logRequests }: { logRequests: boolean }): MiddlewareHandler[] {
  const scoped = createMiddleware<{ Variables: RequestIdVariables }>(async (c, next) => {
    const started = performance.now()
    await withRequestId(c.var.requestId, next)
    if (logRequests) {
      const line = { requestId: c.var.requestId, method: c.req.method, route: answeringRoute(c), status: c.res.status, ms: Math.round(performance.now() - started) }
      logger().info(line, 'request')
    }
  })
  return [requestId({ limitLength: 128 }), scoped]
}
