import type { MiddlewareHandler } from 'hono'

/**
 * An answer given before the request's body was read to its end (a 413 cut it short, a 415 or a
 * 401 never read it) says `Connection: close`, and the server closes the connection after it
 * (issue 25, finding 11): what is left of that body is still on the way, so the connection can
 * carry no next request. Without it, a keep-alive client's next request on that socket failed.
 */
export const closeUnreadBodies: MiddlewareHandler = async (c, next) => {
  await next()
  const incoming = (c.env as { incoming?: { complete: boolean } } | undefined)?.incoming
  if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close')
}
