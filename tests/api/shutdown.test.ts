import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { startRealServer, type RealServer } from '../../scripts/lib/real-server.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Database } from '../../src/server/db/client.ts'
import { idempotencyKeys, orders } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { createTestDatabase } from './helpers/test-db.ts'

/**
 * SIGTERM in the middle of a burst of orders, on a real server process over real PostgreSQL (a
 * deploy or a scale-down behind a load balancer): no order answered 2xx is lost, and every
 * request that failed (refused, reset, 503) succeeds when retried with its Idempotency-Key
 * against the next server, without a duplicate. An open events stream gets its reconnect hint.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres'
if (!onPostgres) console.info('shutdown.test.ts: skipped on PGlite (one process holds it); it runs on PostgreSQL with `npm test -- api-pg`')

const ORDERS = 48
const WORKERS = 8
/** SIGTERM once this many orders are answered: the rest of the burst meets a stopping server. */
const SIGTERM_AFTER = 12

interface Attempt {
  key: string
  body: unknown
  headers: Record<string, string>
  status: number | 'failed'
  code?: string
}

let database: Database & { url?: string }
const servers: RealServer[] = []
beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase()
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await database?.close()
})

const start = async () => {
  const server = await startRealServer({ env: { DATABASE_URL: database.url!, SEED_DEMO: 'false', SERVE_CLIENT: 'false', SHUTDOWN_GRACE_SECONDS: '5', LOG_LEVEL: 'warn' } })
  servers.push(server)
  return server
}

async function send(origin: string, attempt: Attempt): Promise<void> {
  try {
    const response = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key, ...attempt.headers },
      body: JSON.stringify(attempt.body),
    })
    attempt.status = response.status
    if (response.ok) attempt.code = ((await response.json()) as Order).code
    else await response.body?.cancel()
  } catch {
    attempt.status = 'failed'
  }
}

/** Reads an events stream to its end; what it sent, as text. */
async function readToEnd(response: Response): Promise<string> {
  let text = ''
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value
  return text
}

test.skipIf(!onPostgres)(
  'SIGTERM during a burst of orders: every 2xx order exists, every failed one succeeds on retry with its key, no duplicates, exit 0',
  { timeout: 180_000 },
  async () => {
    const { db } = database
    const trip = await insertTrip(db, { vacancies: ORDERS * 2, options: [{ name: 'Individual', priceCents: 40_000, people: 1 }] })
    const option = await db.query.tripOptions.findFirst({ where: (o, { eq: equals }) => equals(o.tripId, trip.id) })
    const item = { tripId: trip.id, optionId: option!.id, people: 1 }
    // One buyer an order: an account may hold only 2 unpaid orders of a trip.
    const buyers = await Promise.all(Array.from({ length: ORDERS + 1 }, () => insertSignedInUser(db, UserType.customer)))
    const attempts: Attempt[] = buyers.slice(1).map((buyer) => ({ key: newIdempotencyKey(), body: buildOrderBody(item), headers: buyer.headers, status: 'failed' }))

    const first = await start()
    const watcher = buyers[0]!.headers
    const watched = await fetch(`${first.origin}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey(), ...watcher },
      body: JSON.stringify(buildOrderBody(item)),
    })
    expect(watched.status).toBe(201)
    const stream = await fetch(`${first.origin}/api/me/orders/${((await watched.json()) as Order).code}/events`, { headers: watcher })
    expect(stream.status).toBe(200)
    const streamed = readToEnd(stream)

    let answered = 0
    let signalled = false
    const queue = [...attempts]
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
          await send(first.origin, attempt)
          if (attempt.status !== 'failed') answered++
          if (!signalled && answered >= SIGTERM_AFTER) {
            signalled = true
            first.signal('SIGTERM')
          }
        }
      }),
    )

    expect(await first.exited, 'the exit code').toBe(0)
    const sent = await streamed
    expect(sent).toMatch(/^event: status$/m)
    expect(sent).toMatch(/^retry: \d+$/m)

    const succeeded = attempts.filter((attempt) => typeof attempt.status === 'number' && attempt.status >= 200 && attempt.status < 300)
    const failed = attempts.filter((attempt) => !succeeded.includes(attempt))
    // The other workers' requests were under way at the signal: they were answered, not cut.
    expect(succeeded.length).toBeGreaterThan(SIGTERM_AFTER)
    expect(failed.length, 'requests the stopping server did not take').toBeGreaterThan(0)
    for (const attempt of failed) expect([503, 'failed'], `${attempt.key} answered ${attempt.status}`).toContain(attempt.status)
    const stored = await db
      .select({ code: orders.code })
      .from(orders)
      .where(
        inArray(
          orders.code,
          succeeded.map((attempt) => attempt.code!),
        ),
      )
    expect(stored.length, 'orders answered 2xx that are in the database').toBe(succeeded.length)

    const next = await start()
    for (const attempt of failed) await send(next.origin, attempt)
    // 201, never a replay (200): a request that failed had not reached the app. One it took was answered.
    expect(failed.map((attempt) => attempt.status)).toEqual(failed.map(() => 201))

    const perKey = await db
      .select({ key: idempotencyKeys.key, orders: sql<number>`count(${orders.id})::int` })
      .from(idempotencyKeys)
      .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
      .where(
        inArray(
          idempotencyKeys.key,
          attempts.map((attempt) => attempt.key),
        ),
      )
      .groupBy(idempotencyKeys.key)
    expect(perKey).toHaveLength(ORDERS)
    expect(perKey.every((row) => row.orders === 1)).toBe(true)
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.tripId, trip.id))
    expect(total?.n, 'every order once, and the watched one').toBe(ORDERS + 1)
  },
)
