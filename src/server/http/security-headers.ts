import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { contentSecurityPolicyDirectives, REPORT_TO_DIRECTIVE, REPORTING_ENDPOINTS, serializePolicy, type ContentSources } from './content-security-policy.ts'

/** A year, the figure browsers' preload lists ask for; no `preload`: that is the domain owner's call. */
const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Chromium draws a PDF in a viewer page that the PDF's own policy governs: it embeds the file as
 * a plugin, so `object-src 'none'` would leave a boleto or a product's PDF blank.
 */
const pdfDirectives = (directives: Record<string, string[]>) => ({ ...directives, 'object-src': ["'self'"] })

/** Over https: the request itself, the proxy in front of us (X-Forwarded-Proto), or PUBLIC_URL says so. */
function servedOverHttps(c: Context, publicUrl: string): boolean {
  if (new URL(c.req.url).protocol === 'https:' || publicUrl.startsWith('https:')) return true
  return c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/**
 * The security headers of every answer, the API's, the shell's, the static files', the uploads'
 * and the service worker's alike (issue 15, finding 5). The token lives in localStorage, so the
 * CSP (content-security-policy.ts) is what stands between an injected script and a session.
 *
 * - Referrer-Policy strict-origin-when-cross-origin: full URLs only to our own origin, where the
 *   payment link's token and the reset code ride in them; other sites (Mercado Pago, Google) get
 *   the origin, which they check, and nothing over a downgrade. `no-referrer` would hide our
 *   origin from them too.
 * - Permissions-Policy: features the app never uses, off for us and anything we embed. The camera
 *   too: no screen reads a card with it (the card form is typed; the browser's own autofill scan
 *   is not the page's camera).
 * - X-Frame-Options DENY beside `frame-ancestors 'none'` for browsers that know only the former;
 *   COOP same-origin (Google sign-in is a full-page redirect, not a popup); CORP same-origin,
 *   as no other site embeds our files (link previews are fetched by crawlers, not pages).
 * - HSTS only over https: sent over plain http it would be ignored, and a local http run must
 *   stay reachable.
 */
export function securityHeaders({ publicUrl, ...sources }: ContentSources & { publicUrl: string }): MiddlewareHandler {
  const directives = contentSecurityPolicyDirectives(sources)
  const policy = serializePolicy(directives)
  const pdfPolicy = serializePolicy(pdfDirectives(directives))
  const fixed = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
    },
  })
  return async (c, next) => {
    await fixed(c, next)
    const isPdf = c.res.headers.get('Content-Type')?.startsWith('application/pdf') ?? false
    // A page with a policy of its own keeps it: the API reference (openapi/docs-page.ts) allows its inline setup by hash.
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', isPdf ? pdfPolicy : policy)
    if (servedOverHttps(c, publicUrl)) {
      c.res.headers.set('Strict-Transport-Security', HSTS)
      c.res.headers.set('Content-Security-Policy', `${c.res.headers.get('Content-Security-Policy')}; ${REPORT_TO_DIRECTIVE}`)
      c.res.headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS)
    }
  }
}
