import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { requestId } from 'hono/request-id'
import { routePath } from 'hono/route'
import { currentProcessLogger, withRequestLogger, type Logger } from './logger.ts'

export type RequestLogEnv = { Variables: { requestId: string; log: Logger } }

/**
 * The route that answered, as mounted (`/api/trips/:name`), never the URL: a path can hold a
 * payment link's token, and a label per URL would grow without end in the metrics.
 */
export const answeringRoute = (c: Context) => routePath(c)

/**
 * A request id on every request: the caller's `X-Request-Id` when it is 1 to 128 word characters
 * (a proxy's or another service's, so one id follows a request across them), a new UUID
 * otherwise; sent back in `X-Request-Id`. Each log line of the request carries it (a child
 * logger, `c.var.log` and `logger()` alike), and with `logRequests` one access line ends it.
 */
export function requestLog({ logRequests }: { logRequests: boolean }): MiddlewareHandler[] {
  const scoped = createMiddleware<RequestLogEnv>(async (c, next) => {
    const log = currentProcessLogger().child({ requestId: c.var.requestId })
    c.set('log', log)
    const started = performance.now()
    await withRequestLogger(log, next)
    if (logRequests) log.info({ method: c.req.method, route: answeringRoute(c), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request')
  })
  return [requestId({ limitLength: 128 }), scoped]
}
