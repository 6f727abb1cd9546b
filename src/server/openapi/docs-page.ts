import { createHash } from 'node:crypto'
import { Scalar } from '@scalar/hono-api-reference'
import type { MiddlewareHandler } from 'hono'
import { reportingDirectives } from '../http/content-security-policy.ts'
import { scalarScriptUrl } from './scalar-script.ts'

const scalarPage = Scalar(() => ({ url: '/api/openapi.json', pageTitle: 'Roteiro API', withDefaultFonts: false, cdn: scalarScriptUrl() }))

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * GET /api/docs. The page's own policy, kept by http/security-headers.ts: the app's forbids
 * inline scripts, and this page's setup is one. That one is allowed by its hash; Scalar itself
 * comes from our origin (scalar-script.ts); everything else stays as strict as the app's.
 */
export const docsPage: MiddlewareHandler = async (c, next) => {
  const response = (await scalarPage(c, next)) as Response
  const html = await response.clone().text()
  const policy = Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts(html).map(hashOf)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reportingDirectives,
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
  response.headers.set('Content-Security-Policy', policy)
  return response
}
