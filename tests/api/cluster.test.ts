import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { openPostgres, type Database } from '../../src/server/db/client.ts'
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { buildSignUp } from '../factories/users.ts'
import { signUp, type ApiFetch } from '../support/sign-in.ts'
import { readStatusEvents } from './helpers/sse.ts'

/**
 * Issue 16: the topology of docs/DEPLOY.md as `npm run cluster` starts it (scripts/lib/cluster.ts),
 * two production instances started together on a fresh PostgreSQL database behind HAProxy, seen
 * from outside as one server. PostgreSQL only: PGlite is one process's database by design.
 */
const template = inject('dbTemplate')
const onPostgres = template.kind === 'postgres'
if (!onPostgres) console.info('cluster.test.ts: skipped on PGlite (one process by design); it runs on PostgreSQL with `npm test -- api-pg`')

let cluster: Cluster
let database: Database
beforeAll(async () => {
  if (template.kind !== 'postgres') return
  cluster = await startCluster({ adminUrl: template.adminUrl })
  database = openPostgres(cluster.databaseUrl)
}, 120_000)
afterAll(async () => {
  if (!onPostgres) return
  await database?.close()
  await cluster?.stop()
})

const through =
  (origin: string): ApiFetch =>
  (path, init) =>
    fetch(`${origin}${path}`, init)

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0)

const statusesOf = (origin: string, path: string, count: number, init?: RequestInit) =>
  Promise.all(Array.from({ length: count }, () => fetch(`${origin}${path}`, init).then((response) => response.status)))

test.skipIf(!onPostgres)('the load balancer shares requests between both instances, which migrated the one database together', async () => {
  const before = await cluster.haproxy.requestsByInstance()

  const statuses = await statusesOf(cluster.origin, '/api/trips', 10)

  expect(statuses).toEqual(Array(10).fill(200))
  const after = await cluster.haproxy.requestsByInstance()
  const served = [...after].map(([name, total]) => total - (before.get(name) ?? 0))
  expect(served).toEqual([5, 5])
})

test.skipIf(!onPostgres)('a customer who signs up through the load balancer is signed in on every instance', async () => {
  const account = buildSignUp()

  const session = await signUp(through(cluster.origin), cluster.mailDir, account)

  for (const instance of cluster.instances) {
    const me = await fetch(`${instance.origin}/api/me`, { headers: { Authorization: `Bearer ${session.token}` } })
    expect(me.status, instance.origin).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe(account.email)
  }
})

test.skipIf(!onPostgres)('an order placed through the load balancer is there on each instance, and its event stream opens through it', async () => {
  const trip = await insertTrip(database.db, { options: [{ name: 'Individual', priceCents: 90_000, people: 1 }] })
  const option = await database.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const { token } = await signUp(through(cluster.origin), cluster.mailDir, buildSignUp())
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }

  const placed = await fetch(`${cluster.origin}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': newIdempotencyKey() },
    body: JSON.stringify(buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 })),
  })

  expect(placed.status).toBe(201)
  const { code } = (await placed.json()) as Order
  for (const instance of cluster.instances) {
    const seen = await fetch(`${instance.origin}/api/me/orders/${code}`, { headers })
    expect(seen.status, instance.origin).toBe(200)
    expect(((await seen.json()) as Order).code).toBe(code)
  }
  const streamsBefore = sum(await cluster.haproxy.requestsByInstance('streams'))
  const stream = await fetch(`${cluster.origin}/api/me/orders/${code}/events`, { headers })
  expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  expect((await readStatusEvents(stream, (events) => events.length > 0))[0]).toMatchObject({ code, status: 'pending' })
  expect(sum(await cluster.haproxy.requestsByInstance('streams')) - streamsBefore).toBe(1)
})

test.skipIf(!onPostgres)('with one instance killed the load balancer keeps answering, from the other', async () => {
  const before = await cluster.haproxy.requestsByInstance()
  await cluster.instances[0]!.kill()

  const statuses = await statusesOf(cluster.origin, '/api/trips', 10)

  expect(statuses).toEqual(Array(10).fill(200))
  const after = await cluster.haproxy.requestsByInstance()
  expect(after.get('app2')! - before.get('app2')!).toBe(10)
})
