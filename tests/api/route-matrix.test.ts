import { afterAll, beforeAll, expect, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { createApp } from '../../src/server/app.ts'
import { mountedEndpoints, sampleOf, type MountedEndpoint } from '../../src/server/openapi/route-table.ts'
import { insertTrip } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Every route of the real app, read from Hono's `app.routes` (not a list kept by hand), called
 * with no token and with a customer's, an agency's and an admin's token. Who may call a route is
 * what its middleware declares (publicRoute, requireUser, requireRole); a route that declares
 * nothing fails the first test, so a new route is covered the day it is added.
 */

// Only the route table is read here; no request reaches these dependencies (the storage is asked only for a public URL: none).
const routeTable = createApp({ db: null, mailer: null, storage: {}, contactInbox: 'x@example.com' } as unknown as AppDeps).routes

interface Endpoint extends MountedEndpoint {
  /** The path with a sample value in each parameter and wildcard. */
  sample: string
}

const endpoints: Endpoint[] = mountedEndpoints(routeTable).map((endpoint) => ({ ...endpoint, sample: sampleOf(endpoint.path) }))
const guarded = endpoints.filter((endpoint) => endpoint.access?.kind === 'signed-in')
const open = endpoints.filter((endpoint) => endpoint.access?.kind === 'public')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function call(endpoint: Endpoint, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: endpoint.method, headers: { ...headers } }
  if (!['GET', 'HEAD'].includes(endpoint.method)) {
    init.headers = { ...headers, 'Content-Type': 'application/json' }
    init.body = '{}'
  }
  return (await t.app.request(endpoint.sample, init)).status
}

test('every route declares who may call it', () => {
  const undeclared = endpoints.filter((endpoint) => endpoint.access === null).map((endpoint) => `${endpoint.method} ${endpoint.path}`)

  expect(undeclared).toEqual([])
})

test('the walk sees the routes of every area', () => {
  const names = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)

  expect(names).toEqual(
    expect.arrayContaining([
      'GET /api/health',
      'GET /api/ready',
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/trips',
      'POST /api/contact',
      'POST /api/auth/signin',
      'GET /api/me',
      'PATCH /api/me',
      'GET /api/me/export',
      'POST /api/me/deletion',
      'POST /api/me/deletion/confirm',
      'GET /api/me/orders/:code/travellers',
      'PUT /api/me/orders/:code/travellers',
      'GET /api/external-orders/:code/travellers',
      'PUT /api/external-orders/:code/travellers',
      'PUT /api/me/orders/:code/seats',
      'PUT /api/external-orders/:code/seats',
      'GET /api/trips/:name/seats',
      'PUT /api/admin/trips/:id/boarding-points',
      'PUT /api/admin/trips/:id/vehicles',
      'POST /api/external-orders/:code/access-link',
      'POST /api/me/orders/:code/balance',
      'POST /api/external-orders/:code/balance',
      'GET /api/me/credits',
      'GET /api/me/orders/:code/cancellation',
      'POST /api/me/orders/:code/cancellation',
      'GET /api/external-orders/:code/cancellation',
      'POST /api/external-orders/:code/cancellation',
      'POST /api/admin/orders/:code/revoke-guest-link',
      'GET /api/admin/orders/refunds-owed',
      'POST /api/admin/orders/:code/refunds/:id/sent',
      'POST /api/trips/:tripId/options/:optionId/waitlist',
      'DELETE /api/trips/:tripId/options/:optionId/waitlist',
      'GET /api/me/waitlist',
      'GET /api/admin/trips/:id/waitlist',
      'POST /api/admin/invitations',
      'GET /api/admin/trips/:id/passengers',
      'GET /api/admin/trips/:id/manifest.pdf',
      'GET /api/admin/trips/:id/manifest',
      'POST /api/admin/trips/:id/manifest/lock',
      'POST /api/admin/trips/:id/manifest/unlock',
      'GET /api/admin/trips/:id/rooming',
      'POST /api/admin/trips/:id/rooming/moves',
      'GET /api/admin/trips/:id/boarding-report',
      'PUT /api/admin/trips/:id/seats',
      'GET /uploads/*',
    ]),
  )
  expect(guarded.length).toBeGreaterThanOrEqual(5)
})

const callers = [
  ['a customer', UserType.customer],
  ['an agency', UserType.agency],
  ['an admin', UserType.admin],
] as const

test.each(guarded.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s: 401 without a token, 403 for a type it does not allow',
  async (_name, endpoint) => {
    expect(await call(endpoint), 'no token').toBe(401)
    expect(await call(endpoint, { Authorization: 'Bearer not-a-session' }), 'unknown token').toBe(401)
    const allowed = endpoint.access?.kind === 'signed-in' ? endpoint.access.types : null
    for (const [label, type] of callers) {
      // A fresh session for each call: sign-out revokes the one it is called with. The agency is
      // an approved one: an agency route must let it through, then refuse every other caller.
      const { headers } = await insertSignedInUser(t.db, type, type === UserType.agency ? { approvedAt: new Date(), commissionBasisPoints: 1000 } : {})
      const status = await call(endpoint, headers)
      if (allowed === null || allowed.includes(type)) expect([401, 403], `${label} is let through`).not.toContain(status)
      else expect(status, `${label} is refused`).toBe(403)
    }
  },
)

test('every /api/agency route is for agencies only, so customers, admins and anonymous callers are refused', () => {
  const agencyRoutes = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/agency/'))

  expect(agencyRoutes.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
    expect.arrayContaining(['POST /api/agency/payment-links', 'GET /api/agency/payment-links', 'POST /api/agency/payment-links/:token/cancel', 'GET /api/agency/passengers']),
  )
  for (const endpoint of agencyRoutes) expect(endpoint.access, `${endpoint.method} ${endpoint.path}`).toEqual({ kind: 'signed-in', types: [UserType.agency] })
})

// Issue 25: the matrix above reads who may call a route from the route's own declaration; these pin it from outside, by path.
test('every /api/admin route is for admins only, and every /api/me route for a signed-in caller', () => {
  const adminRoutes = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/admin/'))
  const meRoutes = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/me/') || endpoint.path === '/api/me')
  expect(adminRoutes.length).toBeGreaterThan(40)
  expect(meRoutes.length).toBeGreaterThan(15)
  for (const endpoint of adminRoutes) expect(endpoint.access, `${endpoint.method} ${endpoint.path}`).toEqual({ kind: 'signed-in', types: [UserType.admin] })
  for (const endpoint of meRoutes) expect(endpoint.access?.kind, `${endpoint.method} ${endpoint.path}`).toBe('signed-in')
})

test("a trip's seat map is open to anyone; a guest's seats are opened by the order's token, a buyer's by the session (issue 28)", () => {
  const access = (name: string) => endpoints.find((endpoint) => `${endpoint.method} ${endpoint.path}` === name)?.access

  expect(access('GET /api/trips/:name/seats')).toEqual({ kind: 'public' })
  expect(access('PUT /api/external-orders/:code/seats')).toEqual({ kind: 'public' })
  expect(access('PUT /api/me/orders/:code/seats')?.kind).toBe('signed-in')
})

test("revoking a guest's link is for admins only; asking for a new one is open (the order's token is the key)", () => {
  const access = (name: string) => endpoints.find((endpoint) => `${endpoint.method} ${endpoint.path}` === name)?.access

  expect(access('POST /api/admin/orders/:code/revoke-guest-link')).toEqual({ kind: 'signed-in', types: [UserType.admin] })
  expect(access('POST /api/external-orders/:code/access-link')).toEqual({ kind: 'public' })
})

test("a balance is paid by the order's signed-in owner, or by the guest holding the order's access token", () => {
  const access = (name: string) => endpoints.find((endpoint) => `${endpoint.method} ${endpoint.path}` === name)?.access

  expect(access('POST /api/me/orders/:code/balance')).toEqual({ kind: 'signed-in', types: null })
  expect(access('POST /api/external-orders/:code/balance')).toEqual({ kind: 'public' })
})

test("an order is canceled by its signed-in owner, or by the guest holding the order's access token", () => {
  const access = (name: string) => endpoints.find((endpoint) => `${endpoint.method} ${endpoint.path}` === name)?.access

  for (const method of ['GET', 'POST']) {
    expect(access(`${method} /api/me/orders/:code/cancellation`)).toEqual({ kind: 'signed-in', types: null })
    expect(access(`${method} /api/external-orders/:code/cancellation`)).toEqual({ kind: 'public' })
  }
})

test("another approved agency neither sees nor cancels an agency's link: 404, as for a link that does not exist", async () => {
  const trip = await insertTrip(t.db, { options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const owner = await insertApprovedAgency(t.db)
  const other = await insertApprovedAgency(t.db)
  const link = await createLink(t, owner.headers, { item: { tripId: trip.id, optionId: option!.id, people: 1 } })

  const listed = await t.app.request('/api/agency/payment-links', { headers: other.headers })
  expect(((await listed.json()) as { total: number }).total).toBe(0)
  expect((await t.app.request(`/api/agency/payment-links/${link.token}/cancel`, { method: 'POST', headers: other.headers })).status).toBe(404)
  expect((await t.app.request(`/api/agency/payment-links/${link.token}/cancel`, { method: 'POST', headers: owner.headers })).status).toBe(200)
})

test.each(open.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s is open: no 401 or 403 without a token', async (_name, endpoint) => {
  expect([401, 403]).not.toContain(await call(endpoint))
})
