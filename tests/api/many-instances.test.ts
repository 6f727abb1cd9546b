import { and, eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { openPostgres, type Db } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema/index.ts'
import { orderStatusHistory, orders, trips } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { withJobLock } from '../../src/server/jobs/job-lock.ts'
import { untoldMover } from '../../src/server/sale/orders/moves.ts'
import { insertTrip } from '../factories/index.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson } from './helpers/http.ts'
import { createTestInstances, onPostgres, type TestInstance } from './helpers/instances.ts'
import { clonePostgresTemplate } from './helpers/test-db.ts'
import { followStatusEvents } from './helpers/sse.ts'

/**
 * Two app instances on one PostgreSQL, each with its own pool and bus, as two server processes
 * behind a load balancer would be. Skipped on PGlite, which is one process's own database.
 */
if (!onPostgres) console.info('many-instances.test.ts: skipped on PGlite (one process); it runs on PostgreSQL with `npm test -- api-pg`')

let group: Awaited<ReturnType<typeof createTestInstances>>
let a: TestInstance
let b: TestInstance
beforeAll(async () => {
  if (!onPostgres) return
  // A re-read every minute: a change that reaches a stream within the 10 s its reader waits came through the bus (the
  // keep-alive each second lets the reader see its deadline).
  group = await createTestInstances(2, { payments: { streamRecheckMs: 60_000, streamHeartbeatMs: 1_000 } })
  ;[a, b] = group.instances as [TestInstance, TestInstance]
})
beforeEach(async () => {
  if (onPostgres) await a.reset()
})
afterAll(async () => {
  if (onPostgres) await group.close()
})

async function tripWithOption(seatsLeft = 10) {
  const trip = await insertTrip(a.db, { vacancies: 10, seatsLeft, options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
  const option = await a.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { trip, optionId: option!.id }
}

/** `count` Pix orders of one seat each on the trip, their 30 minutes over. */
async function expiredPixOrders(tripId: number, optionId: number, userId: number, count: number) {
  const past = new Date(Date.now() - 3_600_000)
  const rows = []
  for (let i = 0; i < count; i++) {
    rows.push(
      await insertOrderRow(a.db, {
        userId,
        tripId,
        optionId,
        status: 'pending',
        method: 'pix',
        amountCents: 80_000,
        createdAt: past,
        expiresAt: new Date(past.getTime() + 1_800_000),
      }),
    )
  }
  return rows
}

async function expirySummary(tripId: number) {
  const [trip] = await a.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId))
  const [moves] = await a.db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(eq(orders.tripId, tripId), eq(orderStatusHistory.status, 'canceled'), eq(orderStatusHistory.reason, 'expired')))
  const pending = await a.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tripId, tripId), eq(orders.status, 'pending')))
  return { seatsLeft: trip!.seatsLeft, canceledMoves: moves!.count, pending: pending.length }
}

test.skipIf(!onPostgres)('a Pix paid through the webhook on instance A reaches the events streams on B and on A at once, once', async () => {
  const { headers: customer } = await insertSignedInUser(a.db, UserType.customer)
  const { headers: admin } = await insertSignedInUser(a.db, UserType.admin)
  const { trip, optionId } = await tripWithOption()
  const placed = await postJson<Order>(a, '/api/orders', buildOrderBody({ tripId: trip.id, optionId, people: 1 }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status).toBe(201)
  const code = placed.body.code

  const paidSeen = (events: { status: string }[]) => events.some((event) => event.status === 'paid')
  const onB = followStatusEvents(await b.app.request(`/api/me/orders/${code}/events`, { headers: customer }), paidSeen)
  const onA = followStatusEvents(await a.app.request(`/api/me/orders/${code}/events`, { headers: customer }), paidSeen)
  await Promise.all([onB.started, onA.started])

  const paid = await postJson<{ webhookStatus: number }>(a, `/api/payments/sandbox/orders/${code}/pay`, {}, admin)
  expect(paid.body.webhookStatus).toBe(200)

  for (const events of [await onB.events, await onA.events]) {
    expect(events.map((event) => event.status)).toEqual(['pending', 'paid'])
    expect(events[1]).toMatchObject({ code, reason: 'confirmed' })
  }
})

test.skipIf(!onPostgres)('after its bus reconnects, an events stream reads its order again: a change whose message was lost still arrives', async () => {
  const { headers: customer } = await insertSignedInUser(a.db, UserType.customer)
  const { trip, optionId } = await tripWithOption()
  const placed = await postJson<Order>(a, '/api/orders', buildOrderBody({ tripId: trip.id, optionId, people: 1 }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  const onB = followStatusEvents(await b.app.request(`/api/me/orders/${placed.body.code}/events`, { headers: customer }), (events) =>
    events.some((event) => event.status === 'paid'),
  )
  await onB.started

  // Paid without a message on the bus, as if its NOTIFY had been lost while B was cut off.
  const [row] = await a.db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.body.code))
  await a.db.transaction((tx) => untoldMover(tx, new Date()).end(row!.id, 'paid', 'confirmed'))
  await a.db.execute(sql`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = 'roteiro-bus' AND datname = current_database()`)

  expect((await onB.events).map((event) => event.status)).toEqual(['pending', 'paid'])
})

test.skipIf(!onPostgres)('two instances sweeping at the same tick: one takes the lock and cancels each expired order once, the other skips', async () => {
  const { user } = await insertSignedInUser(a.db, UserType.customer)
  const { trip, optionId } = await tripWithOption(5)
  await expiredPixOrders(trip.id, optionId, user.id, 5)
  // Holding the trip's row keeps whichever sweeper takes the job's lock inside its batch, lock held, while the other tries.
  const blocker = group.open()
  let releaseTrip = () => {}
  const tripHeld = new Promise<void>((resolve) => (releaseTrip = resolve))
  let tripLocked = () => {}
  const holding = new Promise<void>((resolve) => (tripLocked = resolve))
  const blocking = blocker.db.transaction(async (tx) => {
    await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, trip.id)).for('update')
    tripLocked()
    await tripHeld
  })
  await holding

  const sweeps = [sweepExpiredOrders(a.orders, new Date()), sweepExpiredOrders(b.orders, new Date())]
  expect(await Promise.race(sweeps), 'the first sweep to end is the one that skipped').toBeNull()
  releaseTrip()
  await blocking

  expect((await Promise.all(sweeps)).sort()).toEqual([5, null])
  expect(await expirySummary(trip.id)).toEqual({ seatsLeft: 10, canceledMoves: 5, pending: 0 })
})

test.skipIf(!onPostgres)(
  'while an instance holds the sweeper lock the others skip; when it dies, the lock goes with its connection and the next tick elsewhere sweeps',
  async () => {
    const { user } = await insertSignedInUser(a.db, UserType.customer)
    const { trip, optionId } = await tripWithOption(7)
    await expiredPixOrders(trip.id, optionId, user.id, 3)
    // The dying instance's connection: its own client, whose end is expected (an unheard 'error' would end the test run).
    const dying = new pg.Client({ connectionString: group.url })
    dying.on('error', () => {})
    await dying.connect()
    let holderPid = 0
    let locked = () => {}
    const holding = new Promise<void>((resolve) => (locked = resolve))
    let killed = () => {}
    const held = withJobLock(drizzle(dying, { schema }) as unknown as Db, 'order-expiry', async (tx) => {
      const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as pg.QueryResult<{ pid: number }>
      holderPid = rows[0]!.pid
      locked()
      await new Promise<void>((resolve) => (killed = resolve))
    })
    await holding

    expect(await sweepExpiredOrders(a.orders, new Date())).toBeNull()
    expect(await sweepExpiredOrders(b.orders, new Date())).toBeNull()
    expect(await expirySummary(trip.id)).toEqual({ seatsLeft: 7, canceledMoves: 0, pending: 3 })

    // The process holding it dies: PostgreSQL ends its connection (waiting up to 5 s for the backend to exit).
    await a.db.execute(sql`SELECT pg_terminate_backend(${holderPid}::int, 5000)`)
    killed()
    await expect(held).rejects.toThrow()

    expect(await sweepExpiredOrders(b.orders, new Date())).toBe(3)
    expect(await expirySummary(trip.id)).toEqual({ seatsLeft: 10, canceledMoves: 3, pending: 0 })
  },
)

test.skipIf(!onPostgres)('two instances starting at once on an empty database both migrate it: one waits while the other does', { timeout: 60_000 }, async () => {
  const empty = await clonePostgresTemplate({ empty: true })
  const starting = [openPostgres(empty.url), openPostgres(empty.url)]
  try {
    await Promise.all(starting.map((database) => database.migrate()))
    const [row] = await starting[1]!.db.select({ count: sql<number>`count(*)::int` }).from(trips)
    expect(row!.count).toBe(0)
  } finally {
    for (const database of starting) await database.close()
    await empty.drop()
  }
})
