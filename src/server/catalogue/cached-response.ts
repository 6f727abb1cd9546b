import type { Context } from 'hono'
import { acceptsGzip, matchesEtag } from '../http/etag.ts'
import type { CachedAnswer } from './answer-cache.ts'

/** Catalogue answers may be kept a little while by browsers and the service worker, then revalidated by their ETag. */
const cacheable = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' }

/**
 * A cached answer as it goes out: gzipped ahead of time when the client takes it (so the compress
 * middleware leaves it alone and its tag stays strong), or a 304 when the client's copy is current.
 */
export function sendCached(c: Context, answer: CachedAnswer): Response {
  const gzip = answer.gzip && acceptsGzip(c.req.header('Accept-Encoding')) ? answer.gzip : null
  const headers = { ...cacheable, ETag: gzip?.etag ?? answer.etag, Vary: 'Accept-Encoding' }
  if (matchesEtag(c.req.header('If-None-Match'), answer.etag, ...(answer.gzip ? [answer.gzip.etag] : []))) return c.body(null, 304, headers)
  if (gzip) return c.body(gzip.body, 200, { ...headers, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' })
}
