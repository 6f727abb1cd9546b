import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { apiError } from './errors.ts'

/** The default of JSON_BODY_LIMIT_BYTES: far above any form of the app, far below what hurts the server. */
export const DEFAULT_JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** Whether a body holds anything: reads a copy up to its first bytes. */
async function hasBytes(request: Request): Promise<boolean> {
  const reader = request.clone().body?.getReader()
  if (!reader) return false
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return false
    if (value.byteLength > 0) {
      // Not awaited: a tee's branch settles its cancel only once the other branch is cancelled too.
      void reader.cancel()
      return true
    }
  }
}

/** application/json or a JSON-based type (application/problem+json), with or without parameters. */
const isJson = (type: string | undefined) => type !== undefined && /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type)

/**
 * Every request body the API reads is JSON, so any other is refused before it is read (issue 15,
 * finding 9): a text/plain, urlencoded or multipart body is what another site's form can make a
 * visitor's browser send without a preflight. And a JSON body is cut at `maxBytes` while it is
 * streamed (finding 6: 200 MB used to be parsed). `except` names the routes that read their own
 * bodies under their own limits: the uploads (multipart) and the gateway's signed webhook.
 */
export function jsonRequests({ maxBytes, except }: { maxBytes: number; except: (path: string) => boolean }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError('request.too_large', { kilobytes: Math.floor(maxBytes / 1024) })
    },
  })
  return async (c, next) => {
    if (!c.req.raw.body || c.req.header('Content-Length') === '0' || except(c.req.path)) return next()
    // A browser's DELETE sends no type and no length, and Node still gives it a body stream: an empty one.
    if (!c.req.header('Content-Type') && !(await hasBytes(c.req.raw))) return next()
    if (!isJson(c.req.header('Content-Type'))) throw apiError('request.unsupported_media_type')
    return limit(c, next)
  }
}
