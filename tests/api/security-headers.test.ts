import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'
import { readEnv } from '../../src/server/env.ts'
import { fileMailer } from '../../src/server/mail/mailer.ts'
import type { MercadoPagoSettings } from '../../src/server/sale/orders/settings.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Issue 15, finding 5: every kind of answer the server gives carries the security headers, the
 * CSP names a third party only when the server is configured to use it, and HSTS goes out only
 * over https. The built PWA is stood in for by a folder with a shell, an asset, the service
 * worker and the manifest, served by the real app.
 */
let t: TestApp
let clientDir: string
const shell =
  '<!doctype html><html><head><meta property="og:title" content="Roteiro" /><style>body{margin:0}</style></head><body><div id="root"><!--shell-hero--></div><script type="module" src="/assets/app-1.js"></script></body></html>'

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), shell)
  await writeFile(path.join(clientDir, 'assets', 'app-1.js'), 'console.info("app")')
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Roteiro"}')
  t = await createTestApp({ clientDir })
  await t.storage.put('trips/abc123-960.webp', new Uint8Array([0x52, 0x49, 0x46, 0x46]))
  await t.storage.put('products/guia.pdf', new TextEncoder().encode('%PDF-1.4'))
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

/** Another app on the same database and folders, configured otherwise. */
const appWith = (deps: Partial<AppDeps>) =>
  createApp({ db: t.db, storage: t.storage, mailer: fileMailer(t.mailDir, 'Roteiro <nao-responda@teste.local>'), contactInbox: 'atendimento@teste.local', clientDir, ...deps })

/** The policy's directives by name, each with its sources. */
function directivesOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('Content-Security-Policy')
  expect(policy, 'a Content-Security-Policy header').toBeTruthy()
  return new Map(
    policy!.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const answers = async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  return {
    'API JSON': await t.app.request('/api/health'),
    'API JSON signed in': await t.app.request('/api/me', { headers }),
    'API error (401)': await t.app.request('/api/me'),
    'API not found (404)': await t.app.request('/api/no-such-thing'),
    'API refused body (415)': await t.app.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' }),
    'HTML shell': await t.app.request('/'),
    'HTML shell, a trip page': await t.app.request('/trip/nada'),
    'static asset': await t.app.request('/assets/app-1.js'),
    'service worker': await t.app.request('/sw.js'),
    manifest: await t.app.request('/manifest.webmanifest'),
    upload: await t.app.request('/uploads/trips/abc123-960.webp'),
    'uploaded PDF': await t.app.request('/uploads/products/guia.pdf'),
    'missing upload (404)': await t.app.request('/uploads/trips/missing.webp'),
  }
}

test('every kind of answer carries the security headers', async () => {
  for (const [kind, response] of Object.entries(await answers())) {
    const headers = Object.fromEntries(
      ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy'].map((name) => [name, response.headers.get(name)]),
    )
    expect(headers, kind).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': expect.stringContaining('camera=()') as string,
    })
    const csp = directivesOf(response)
    expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"])
    expect(csp.get('script-src'), kind).toEqual(["'self'"])
    expect(csp.get('base-uri'), kind).toEqual(["'self'"])
    expect(csp.get('form-action'), kind).toEqual(["'self'"])
    expect(csp.get('report-uri'), kind).toEqual(['/api/csp-reports'])
    expect(response.headers.get('Strict-Transport-Security'), kind).toBeNull()
  }
})

test('the policy allows only our origin, inline styles, and data:/blob: images by default', async () => {
  const csp = directivesOf(await t.app.request('/'))
  expect(Object.fromEntries(csp)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': ['/api/csp-reports'],
  })
})

test('a PDF may be drawn by the browser’s viewer (object-src self); nothing else changes', async () => {
  const pdf = directivesOf(await t.app.request('/uploads/products/guia.pdf'))
  const page = directivesOf(await t.app.request('/'))
  expect(pdf.get('object-src')).toEqual(["'self'"])
  expect(Object.fromEntries(pdf)).toEqual({ ...Object.fromEntries(page), 'object-src': ["'self'"] })
})

test('a page that sets its own policy keeps it (the API reference allows its inline setup by hash); the other headers still come', async () => {
  const docs = await t.app.request('/api/docs')
  const csp = directivesOf(docs)
  expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('report-uri')).toEqual(['/api/csp-reports'])
  expect(docs.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(docs.headers.get('X-Frame-Options')).toBe('DENY')
  expect(directivesOf(await t.app.request('/api/openapi.json')).get('script-src')).toEqual(["'self'"])
})

test('HSTS only over https: the request, the proxy’s X-Forwarded-Proto, or an https PUBLIC_URL', async () => {
  const hsts = (response: Response) => response.headers.get('Strict-Transport-Security')
  expect(hsts(await t.app.request('http://localhost/api/health'))).toBeNull()
  expect(hsts(await t.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'http' } }))).toBeNull()
  expect(hsts(await t.app.request('https://roteiro.example.com/api/health'))).toBe('max-age=31536000; includeSubDomains')
  expect(hsts(await t.app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } }))).toBe('max-age=31536000; includeSubDomains')
  const behindTls = appWith({ auth: { publicUrl: 'https://roteiro.example.com' } })
  expect(hsts(await behindTls.request('/uploads/trips/abc123-960.webp'))).toBe('max-age=31536000; includeSubDomains')
})

test('over https the CSP reports by report-to too, to the Reporting-Endpoints header’s endpoint; over http by report-uri alone', async () => {
  for (const response of [await t.app.request('https://roteiro.example.com/'), await t.app.request('https://roteiro.example.com/api/docs')]) {
    const csp = directivesOf(response)
    expect(csp.get('report-uri')).toEqual(['/api/csp-reports'])
    expect(csp.get('report-to')).toEqual(['csp'])
    expect(response.headers.get('Reporting-Endpoints')).toBe('csp="/api/csp-reports"')
  }
  const plain = await t.app.request('http://localhost/')
  expect(directivesOf(plain).get('report-to')).toBeUndefined()
  expect(plain.headers.get('Reporting-Endpoints')).toBeNull()
})

test('the CSP names Mercado Pago only when it is the gateway', async () => {
  const sandbox = directivesOf(await t.app.request('/'))
  for (const sources of sandbox.values()) expect(sources.join(' ')).not.toMatch(/mercadopago|mercadolibre|mlstatic/)

  const mercadoPago: MercadoPagoSettings = { accessToken: 'TEST-access', publicKey: 'TEST-public', webhookSecret: 'secret', apiUrl: 'https://api.mercadopago.com' }
  const csp = directivesOf(await appWith({ payments: { gateway: 'mercadopago', mercadoPago } }).request('/checkout'))
  expect(csp.get('script-src')).toEqual(["'self'", 'https://sdk.mercadopago.com', 'https://http2.mlstatic.com'])
  expect(csp.get('connect-src')).toEqual([
    "'self'",
    'https://api.mercadopago.com',
    'https://api.mercadolibre.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
    'https://www.mercadolibre.com',
  ])
  expect(csp.get('frame-src')).toEqual(['https://www.mercadolibre.com'])
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://http2.mlstatic.com'])
  // Hosts, not wildcards: a subdomain of theirs someone else serves cannot ride the policy.
  for (const sources of csp.values()) expect(sources.join(' ')).not.toContain('*')
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])

  // The API the SDK calls is MERCADOPAGO_API_URL's origin (the e2e tests' fake answers there).
  const fakeApi = directivesOf(await appWith({ payments: { gateway: 'mercadopago', mercadoPago: { ...mercadoPago, apiUrl: 'http://127.0.0.1:4999/' } } }).request('/'))
  expect(fakeApi.get('connect-src')).toContain('http://127.0.0.1:4999')
})

test('Firebase’s hosts only when a Firebase project is set; the analytics origins only when given', async () => {
  expect(directivesOf(await t.app.request('/')).get('connect-src')).toEqual(["'self'"])

  const firebase = directivesOf(await appWith({ payments: { firebase: { projectId: 'roteiro', apiKey: 'key', authDomain: null, serviceAccountJson: null } } }).request('/'))
  expect(firebase.get('connect-src')).toEqual(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'])
  expect(firebase.get('script-src')).toEqual(["'self'"])

  const gtag = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
  const analytics = directivesOf(await appWith({ analyticsOrigins: gtag }).request('/'))
  expect(analytics.get('script-src')).toEqual(["'self'", ...gtag])
  expect(analytics.get('connect-src')).toEqual(["'self'", ...gtag])
  expect(analytics.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...gtag])
})

test('ANALYTICS_ORIGINS takes https origins, space-separated; anything else stops the start', () => {
  expect(readEnv({}).ANALYTICS_ORIGINS).toEqual([])
  expect(readEnv({ ANALYTICS_ORIGINS: ' https://www.googletagmanager.com  https://*.google-analytics.com ' }).ANALYTICS_ORIGINS).toEqual([
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
  ])
  for (const wrong of ['http://analytics.example.com', "'unsafe-inline'", 'https://*', 'https://example.com/path', '*']) {
    expect(() => readEnv({ ANALYTICS_ORIGINS: wrong }), wrong).toThrow(/ANALYTICS_ORIGINS/)
  }
})
