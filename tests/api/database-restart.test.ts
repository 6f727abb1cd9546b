import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { openPostgres, type Database } from '../../src/server/db/client.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres.ts'
import { findPostgresBin } from '../../scripts/lib/system-packages.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { eventually, expectDatabaseUnavailable, orderAttempt, placeOrderOn, requestAnswer, tripOnSale, untilReady, type Answer } from './helpers/faults.ts'
import { onPostgres } from './helpers/instances.ts'
import { followStatusEvents } from './helpers/sse.ts'

/**
 * Issue 25, "Faults survived": PostgreSQL restarted in the middle of a burst of orders on two
 * real server processes (scripts/lib/cluster.ts), which are not restarted. A PostgreSQL server
 * of this file's own, the run's being every other file's. PostgreSQL only, like the cluster.
 */
if (!onPostgres) console.info('database-restart.test.ts: skipped on PGlite (one process); it runs on PostgreSQL with `npm test -- api-pg`')

let postgres: ThrowawayPostgres
let cluster: Cluster
let database: Database
beforeAll(async () => {
  if (!onPostgres) return
  const binDir = findPostgresBin()
  if (!binDir) throw new Error('PostgreSQL is not installed here (apt-get install postgresql)')
  postgres = await startThrowawayPostgres(binDir)
  cluster = await startCluster({ adminUrl: postgres.url })
  database = openPostgres(cluster.databaseUrl)
}, 120_000)
afterAll(async () => {
  if (!onPostgres) return
  await database?.close()
  await cluster?.stop()
  postgres?.stop()
})

async function busConnections() {
  const { rows } = (await database.db.execute(
    sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = 'roteiro-bus' AND datname = current_database()`,
  )) as unknown as { rows: { count: number }[] }
  return rows[0]!.count
}

const SEATS = 40
const BURST = 24

test.skipIf(!onPostgres)(
  'a burst of orders on two instances across a restart: each answer is 2xx or a 503 to retry, each key one order, every seat counted once, the open stream gets its status',
  { timeout: 90_000 },
  async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][number], Cluster['instances'][number]]
    const { tripId, optionId } = await tripOnSale(database.db, SEATS)
    const { headers: admin } = await insertSignedInUser(database.db, UserType.admin)
    // One buyer per order: a buyer may hold only so many unpaid orders of one trip.
    const buyers = await Promise.all(Array.from({ length: BURST + 1 }, () => insertSignedInUser(database.db, UserType.customer)))
    const [watcher, ...others] = buyers as [(typeof buyers)[number], ...typeof buyers]

    const watched = await placeOrderOn(a.origin, watcher.headers, orderAttempt(tripId, optionId))
    expect(watched.status).toBe(201)
    const code = (watched.body as Order).code
    const stream = followStatusEvents(
      await fetch(`${b.origin}/api/me/orders/${code}/events`, { headers: watcher.headers }),
      (events) => events.some((event) => event.status === 'paid'),
      { withinMs: 45_000 },
    )
    await stream.started

    const attempts = others.map((buyer, index) => ({ buyer, origin: (index % 2 === 0 ? a : b).origin, order: orderAttempt(tripId, optionId) }))
    const send = ({ buyer, origin, order }: (typeof attempts)[number]) => placeOrderOn(origin, buyer.headers, order)
    // A third answered before the restart, a third in flight when the server stops, a third sent while it is down.
    const third = BURST / 3
    const before = await Promise.all(attempts.slice(0, third).map(send))
    const inFlight = Promise.all(attempts.slice(third, 2 * third).map(send))
    await postgres.down()
    const whileDown = await Promise.all(attempts.slice(2 * third).map(send))

    for (const instance of [a, b]) {
      const ready = await requestAnswer<ApiErrorBody>(instance.origin, '/api/ready')
      expect(ready.status, instance.origin).toBe(503)
      expect(ready.body.params).toEqual({ check: 'database' })
      expectDatabaseUnavailable(await requestAnswer(instance.origin, '/api/me/orders', { headers: watcher.headers }))
    }
    for (const answer of whileDown) expectDatabaseUnavailable(answer)

    await postgres.up()
    await Promise.all([untilReady(a.origin), untilReady(b.origin)])
    // Every connection ended with the restart: two named `roteiro-bus` are the instances' buses back (postgres-bus.ts).
    await eventually(async () => (await busConnections()) === 2, 'both buses connected again')

    const answers: Answer<Order | ApiErrorBody>[] = [...before, ...(await inFlight), ...whileDown]
    const finals = await Promise.all(
      answers.map(async (answer, index) => {
        if (answer.status === 201) return answer
        expectDatabaseUnavailable(answer)
        return send(attempts[index]!)
      }),
    )
    for (const answer of finals) expect(answer.status, JSON.stringify(answer.body)).toBeOneOf([200, 201])

    const placed = finals.map((answer) => (answer.body as Order).code)
    const rows = await database.db.select({ code: orders.code, status: orders.status }).from(orders).where(eq(orders.tripId, tripId))
    expect(rows.map((row) => row.code).sort()).toEqual([code, ...placed].sort())
    expect(rows.every((row) => row.status === 'pending')).toBe(true)
    const [trip] = await database.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId))
    expect(trip!.seatsLeft).toBe(SEATS - rows.length)

    // The same processes answered throughout: none ended (nothing restarts them here).
    for (const instance of [a, b]) expect(await Promise.race([instance.exited.then(() => 'exited'), sleep(100, 'running')]), instance.origin).toBe('running')
    const paid = await requestAnswer<{ webhookStatus: number }>(a.origin, `/api/payments/sandbox/orders/${code}/pay`, { method: 'POST', headers: admin })
    expect(paid.body.webhookStatus).toBe(200)
    expect((await stream.events).map((event) => event.status)).toEqual(['pending', 'paid'])
  },
)
