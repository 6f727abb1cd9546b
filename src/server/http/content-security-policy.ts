/** What the page may load besides our own origin: each only when the server is configured for it. */
export interface ContentSources {
  /** Mercado Pago is the gateway: its SDK (MercadoPago.js) and the API it calls (MERCADOPAGO_API_URL). */
  mercadoPagoApiUrl: string | null
  /** A Firebase project is set: the browser follows an order's live status in Firestore. */
  firebase: boolean
  /** ANALYTICS_ORIGINS: where the site's analytics tag (gtag) loads from and reports to. */
  analyticsOrigins: readonly string[]
  /** S3_PUBLIC_URL: /uploads/* redirects there, so images (and the service worker's fetches of them) end on its origin. */
  uploadsUrl?: string | null
}

type Directives = Record<string, string[]>

/** Where browsers post what a policy refused (csp-reports/routes.ts). */
export const CSP_REPORT_PATH = '/api/csp-reports'

/** `report-uri`: every policy has it (security-headers.ts adds `report-to` over https). */
export const reportingDirectives: Directives = { 'report-uri': [CSP_REPORT_PATH] }

/**
 * Over https only, the Reporting API's way too: `report-to` names the Reporting-Endpoints
 * header's `csp` endpoint. Chromium then uses it instead of `report-uri`, but it delivered nothing
 * to an endpoint on plain http (127.0.0.1 included, where `report-uri` alone reached us at once),
 * so a local run keeps `report-uri`. Firefox and Safari read `report-uri` either way.
 */
export const REPORT_TO_DIRECTIVE = 'report-to csp'
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`

/**
 * MercadoPago.js's hosts, named one by one (issue 25, finding 12), only when Mercado Pago is the
 * gateway. The SDK must load from Mercado Pago (their rules forbid hosting it); its fraud
 * prevention (the device fingerprint) loads a script from their static CDN, a hidden frame from
 * Mercado Libre, and reports to their event hosts. We call only getPaymentMethods and
 * createCardToken (MERCADOPAGO_API_URL), no Secure Fields or Bricks, so their frames are not here.
 * This machine cannot reach Mercado Pago: the list is what integrations running in production
 * found (docs/SECURITY.md), and a host the SDK starts using shows up in the CSP reports.
 */
const MERCADO_PAGO_HOSTS = {
  script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
  connect: ['https://api.mercadolibre.com', 'https://events.mercadopago.com', 'https://http2.mlstatic.com', 'https://www.mercadolibre.com'],
  frame: ['https://www.mercadolibre.com'],
  img: ['https://http2.mlstatic.com'],
}

/** The Firebase web SDK's hosts: Firestore's listen channel and the custom-token sign-in (live-status.ts). */
const FIREBASE_ORIGINS = ['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

/**
 * The app's policy (issue 15, finding 5): scripts only from our origin (the built shell has no
 * inline script, so neither a nonce nor a hash is needed, and a page injected into cannot run
 * one), nothing framing us, no plugins, forms and <base> kept home.
 *
 * Styles allow 'unsafe-inline', for styles only: the shell's own <style> blocks and the <html>
 * style attribute could take hashes, but Chakra (Emotion) writes <style> tags at run time, and a
 * nonce would have to reach the client's style cache and change on every answer, which the
 * service worker's precached shell cannot do (it serves the same shell offline). An injected
 * style can restyle a page but not run code or read the session's token.
 */
export function contentSecurityPolicyDirectives({ mercadoPagoApiUrl, firebase, analyticsOrigins, uploadsUrl }: ContentSources): Directives {
  const mercadoPago = mercadoPagoApiUrl ? { ...MERCADO_PAGO_HOSTS, connect: [new URL(mercadoPagoApiUrl).origin, ...MERCADO_PAGO_HOSTS.connect] } : null
  const uploads = uploadsUrl ? [new URL(uploadsUrl).origin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(mercadoPago?.script ?? []), ...analyticsOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    // QR codes and previews are data: and blob: URLs; analytics tags report with image beacons.
    'img-src': ["'self'", 'data:', 'blob:', ...uploads, ...(mercadoPago?.img ?? []), ...analyticsOrigins],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...uploads, ...(firebase ? FIREBASE_ORIGINS : []), ...(mercadoPago?.connect ?? []), ...analyticsOrigins]),
    'frame-src': mercadoPago?.frame ?? ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Google sign-in is a link (GET /api/auth/google), not a form: no form leaves our origin.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reportingDirectives,
  }
}

const unique = (values: string[]) => [...new Set(values)]

export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
