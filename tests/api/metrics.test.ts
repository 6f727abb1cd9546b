import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { mountedEndpoints } from '../../src/server/openapi/route-table.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { followStatusEvents } from './helpers/sse.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const TOKEN = 'metrics-token-for-the-tests'
const onPostgres = inject('dbTemplate').kind === 'postgres'
let clock = new Date('2027-03-01T12:00:00Z')
let t: TestApp
let plain: TestApp
beforeAll(async () => {
  ;[t, plain] = await Promise.all([createTestApp({ now: () => clock }, { metricsToken: TOKEN }), createTestApp()])
})
afterAll(() => Promise.all([t.close(), plain.close()]))

async function scrape(): Promise<string> {
  const response = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The value of one sample of the exposition text: `name{labels} value`, 0 when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`)
  const line = text.split('\n').find((row) => {
    const [series] = row.split(' ')
    return series !== undefined && (series === name || series.startsWith(`${name}{`)) && wanted.every((pair) => series.includes(pair))
  })
  return line ? Number(line.split(' ').at(-1)) : 0
}

test('without the token, with a wrong one, or with no METRICS_TOKEN set, /metrics is not there', async () => {
  for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: TOKEN }] as Record<string, string>[]) {
    const response = await requestJson(t, '/metrics', { headers })
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ code: 'not_found', message: 'Not found: GET /metrics', params: { path: 'GET /metrics' } })
  }
  expect((await plain.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  // Its lock is the token, not a session: declared public for the route matrix, which walks an app without it.
  expect(mountedEndpoints(t.app.routes)).toContainEqual({ method: 'GET', path: '/metrics', access: { kind: 'public' } })
  expect(mountedEndpoints(plain.app.routes).map((endpoint) => endpoint.path)).not.toContain('/metrics')
})

test('placing, paying and expiring orders move their counters; seats held and open streams are read at the scrape', async () => {
  const before = await scrape()
  const trip = await insertTrip(t.db, { vacancies: 20, options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const customer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const admin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  const place = (people: number) =>
    postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people }), { ...customer.headers, 'Idempotency-Key': newIdempotencyKey() })

  const paid = (await place(2)).body
  const left = (await place(3)).body
  expect((await postJson(t, `/api/payments/sandbox/orders/${paid.code}/pay`, {}, admin.headers)).status).toBe(200)
  const stream = await t.app.request(`/api/me/orders/${left.code}/events`, { headers: customer.headers })
  const reading = followStatusEvents(stream, (events) => events.some((event) => event.status === 'canceled'))
  await reading.started
  const during = await scrape()
  clock = new Date(clock.getTime() + 31 * 60_000)
  expect((await requestJson<Order>(t, `/api/me/orders/${left.code}`, { headers: customer.headers })).body.status).toBe('canceled')
  await reading.events
  const after = await scrape()

  const moved = (name: string) => valueOf(after, name, { method: 'pix' }) - valueOf(before, name, { method: 'pix' })
  expect(moved('roteiro_orders_placed_total')).toBe(2)
  expect(moved('roteiro_orders_paid_total')).toBe(1)
  expect(moved('roteiro_orders_expired_total')).toBe(1)
  expect(valueOf(during, 'roteiro_seats_held')).toBe(3)
  expect(valueOf(after, 'roteiro_seats_held')).toBe(0)
  expect(valueOf(during, 'roteiro_sse_clients')).toBe(1)
  // The stream's end reaches the server after the reader's: its count drops when it has.
  await expect.poll(async () => valueOf(await scrape(), 'roteiro_sse_clients')).toBe(0)
})

test("request durations are counted by method, route pattern and status, never by the raw URL; Node's own and the PostgreSQL pool's figures beside them", async () => {
  await t.app.request('/api/trips/one-trip')
  await t.app.request('/api/trips/another-trip')

  const text = await scrape()
  expect(valueOf(text, 'roteiro_http_request_duration_seconds_count', { method: 'GET', route: '/api/trips/:name', status: '404' })).toBe(2)
  expect(text).not.toContain('one-trip')
  expect(text).toContain('process_resident_memory_bytes')
  if (onPostgres) expect(valueOf(text, 'roteiro_db_pool_connections')).toBeGreaterThan(0)
  else expect(text).not.toContain('roteiro_db_pool')
})
