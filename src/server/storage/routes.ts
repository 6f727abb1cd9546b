import { Hono } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import { apiError } from '../http/errors.ts'
import { cacheControlOf, contentTypeOf } from './file-headers.ts'
import { isSafeKey } from './storage.ts'

/**
 * Stored files, at the URLs every stored image and PDF is known by (/uploads/<key>): streamed
 * from the storage, or, when the bucket has a public URL (S3_PUBLIC_URL), a redirect to it
 * (docs/DECISIONS.md, "Object storage").
 */
export const uploadRoutes = ({ storage }: AppDeps) =>
  new Hono().get('/*', async (c) => {
    const key = decodeKey(c.req.path.replace(/^\/uploads\//, ''))
    const type = key ? contentTypeOf(key) : null
    if (!key || !type || !isSafeKey(key)) throw apiError('upload.file_not_found', { key: key ?? c.req.path })
    const cacheControl = cacheControlOf(key)
    if (storage.publicUrl) {
      // Kept a day, not for good: a new S3_PUBLIC_URL (another CDN) reaches browsers by tomorrow.
      c.header('Cache-Control', 'public, max-age=86400')
      return c.redirect(`${storage.publicUrl}/${encodeURI(key)}`, 302)
    }
    const ifNoneMatch = c.req.header('If-None-Match')
    const file = await storage.get(key, { ifNoneMatch })
    if (!file) throw apiError('upload.file_not_found', { key })
    // A 304 repeats the tag the browser sent when it sent one (the one that matched).
    if (file.notModified) return c.body(null, 304, { 'Cache-Control': cacheControl, ...(ifNoneMatch && !ifNoneMatch.includes(',') ? { ETag: ifNoneMatch } : {}) })
    return c.body(file.body, 200, {
      'Content-Type': type,
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
    })
  })

/** A malformed escape ("%E0%A4%A") names no file: null instead of a URIError (a 500). */
function decodeKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}
