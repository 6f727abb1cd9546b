import { expect, test } from 'vitest'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'
import { openApiPath, type OpenApiDocument } from '../../src/server/openapi/document.ts'
import { mountedEndpoints } from '../../src/server/openapi/route-table.ts'

/**
 * The published contract (GET /api/openapi.json) against the routes the app really mounts
 * (Hono's app.routes, as the route matrix reads them): a route mounted without its declaration
 * (openapi/endpoint.ts) fails here, named. Then the document's own structure.
 */

// Only the route table and the document are read here; no request reaches these dependencies (the storage is asked only for a public URL: none).
const app = createApp({ db: null, mailer: null, storage: {}, contactInbox: 'x@example.com' } as unknown as AppDeps)
const apiEndpoints = mountedEndpoints(app.routes).filter((endpoint) => endpoint.path.startsWith('/api/'))
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await app.request('/api/openapi.json')
  expect(response.status).toBe(200)
  return (await response.json()) as OpenApiDocument
}

const documented = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => methods.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`))

test('every route the app mounts under /api declares its contract beside its handler (endpoint()), and the document has nothing else', async () => {
  const document = await fetchDocument()
  const mounted = apiEndpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`)

  expect(
    mounted.filter((name) => !documented(document).includes(name)),
    'mounted without endpoint(...)',
  ).toEqual([])
  expect(
    documented(document).filter((name) => !mounted.includes(name)),
    'documented, not mounted',
  ).toEqual([])
  expect(mounted.length).toBeGreaterThan(100)
})

test('every operation has its summary, its tag, a success answer and the error answers', async () => {
  const { paths } = await fetchDocument()
  const lacking = Object.entries(paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as { summary?: string; tags?: string[]; responses: Record<string, unknown> } | undefined
      if (!operation) return []
      const statuses = Object.keys(operation.responses)
      const complete =
        Boolean(operation.summary) && operation.tags?.length === 1 && statuses.some((status) => /^[23]\d\d$/.test(status)) && statuses.includes('4XX') && statuses.includes('5XX')
      return complete ? [] : [`${method.toUpperCase()} ${path}`]
    }),
  )

  expect(lacking).toEqual([])
})

test("each operation's access is the route's own: public, signed-in, or its roles", async () => {
  const { paths } = await fetchDocument()

  expect(paths['/api/trips']?.['get']?.['security']).toEqual([])
  expect(paths['/api/me']?.['get']).toMatchObject({ security: [{ bearer: [] }], 'x-access': 'signed-in' })
  expect(paths['/api/admin/trips']?.['post']).toMatchObject({ security: [{ bearer: [] }], 'x-access': 'admin' })
  expect(paths['/api/agency/payment-links']?.['post']).toMatchObject({ 'x-access': 'agency' })
  expect(paths['/api/external-orders/{code}']?.['get']?.['security']).toEqual([{ bearer: [] }])
  for (const endpoint of apiEndpoints) {
    const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]
    if (endpoint.access?.kind === 'signed-in') expect(operation?.['security'], `${endpoint.method} ${endpoint.path}`).toEqual([{ bearer: [] }])
  }
})

test('the document is OpenAPI 3.1: every $ref resolves, every path parameter is declared, operation ids are unique', async () => {
  const document = await fetchDocument()
  expect(document['openapi']).toBe('3.1.0')
  expect(document['info']).toMatchObject({ title: expect.any(String), version: expect.any(String) })

  const refs: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') refs.push(value)
        else walk(value)
      }
    }
  }
  walk(document)
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
  expect(refs.length).toBeGreaterThan(0)
  expect(refs.filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined)).toEqual([])

  const ids: string[] = []
  const schemes = Object.keys((document['components'] as { securitySchemes: object }).securitySchemes)
  for (const [path, item] of Object.entries(document.paths)) {
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
    for (const method of methods) {
      const operation = item[method] as { operationId: string; parameters?: { name: string; in: string; required: boolean }[]; responses: object; security: object[] } | undefined
      if (!operation) continue
      const name = `${method.toUpperCase()} ${path}`
      ids.push(operation.operationId)
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      expect(declared.map((parameter) => parameter.name).sort(), name).toEqual([...templated].sort())
      expect(
        declared.every((parameter) => parameter.required),
        name,
      ).toBe(true)
      expect(Object.keys(operation.responses).length, name).toBeGreaterThan(0)
      for (const requirement of operation.security) expect(schemes, name).toEqual(expect.arrayContaining(Object.keys(requirement)))
    }
  }
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
})

test('the error body is documented with every error code', async () => {
  const document = await fetchDocument()
  const apiError = (document['components'] as { schemas: Record<string, { properties: { code: { enum: string[] } } }> }).schemas['ApiError']

  expect(apiError?.properties.code.enum).toEqual(expect.arrayContaining(['validation', 'auth.sign_in_required', 'order.sold_out', 'internal']))
})

test('/api/docs is the reference page, reading the document, with Scalar from our own origin', async () => {
  const response = await app.request('/api/docs')

  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toContain('/api/openapi.json')
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
  expect(scripts).toEqual([expect.stringMatching(/^\/api\/docs\/scalar\.js\?v=[0-9a-f]{16}$/)])
  // Its own policy: scripts from our origin and the page's inline setup by hash, no CDN, framed by nobody.
  const policy = response.headers.get('Content-Security-Policy')
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/)
  expect(policy).not.toContain('jsdelivr')
  expect(policy).toContain("frame-ancestors 'none'")

  const script = await app.request(scripts[0]!)
  expect(script.status).toBe(200)
  expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/)
  expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(await script.text()).toContain('createApiReference')
})
