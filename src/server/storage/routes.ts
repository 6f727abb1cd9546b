import { Hono } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import { apiError } from '../http/errors.ts'

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

/** Stored files. Keys never change content (a new upload gets a new key), so they cache forever. */
export const uploadRoutes = ({ storage }: AppDeps) =>
  new Hono().get('/*', async (c) => {
    const key = decodeKey(c.req.path.replace(/^\/uploads\//, ''))
    const type = contentTypes[key?.split('.').pop()?.toLowerCase() ?? '']
    const file = key && type ? await storage.get(key) : null
    if (!file || !type) throw apiError('upload.file_not_found', { key: key ?? c.req.path })
    return c.body(file.body, 200, {
      'Content-Type': type,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
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
