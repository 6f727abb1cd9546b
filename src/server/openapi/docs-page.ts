import { createHash } from 'node:crypto'
import { Scalar } from '@scalar/hono-api-reference'
import type { MiddlewareHandler } from 'hono'

/** Scalar's reference UI comes from its CDN: it is not a dependency of the PWA and never enters its bundle. */
const SCALAR_CDN = 'https://cdn.jsdelivr.net'

const scalarPage = Scalar({ url: '/api/openapi.json', pageTitle: 'Roteiro API', withDefaultFonts: false })

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * GET /api/docs. The page's own policy, kept by http/security-headers.ts: the app's forbids the
 * CDN and inline scripts, which this page needs. Its one inline script (the page's setup) is
 * allowed by hash and the CDN by origin; everything else stays as strict as the app's.
 */
export const docsPage: MiddlewareHandler = async (c, next) => {
  const response = (await scalarPage(c, next)) as Response
  const html = await response.clone().text()
  const policy = Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'", SCALAR_CDN, ...inlineScripts(html).map(hashOf)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
  response.headers.set('Content-Security-Policy', policy)
  return response
}
