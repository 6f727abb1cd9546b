import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { WebhookReceipt } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { openPostgres, type Database } from '../../src/server/db/client.ts'
import { orderStatusHistory, orders, paymentEvents, trips } from '../../src/server/db/schema/index.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../src/server/sale/payments/signature.ts'
import type { SandboxWebhookBody } from '../../src/server/sale/payments/sandbox/gateway.ts'
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts'
import type { RealServer } from '../../scripts/lib/real-server.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { eventually, orderAttempt, placeOrderOn, requestAnswer, tripOnSale } from './helpers/faults.ts'

/**
 * Issue 25, "Faults survived": an instance killed (SIGKILL, as a crash or an out-of-memory kill
 * would) in the middle of a webhook and of a sweep. Two real server processes behind HAProxy
 * (scripts/lib/cluster.ts) on a database of the run's PostgreSQL. PostgreSQL only, like the cluster.
 */
const template = inject('dbTemplate')
const onPostgres = template.kind === 'postgres'
if (!onPostgres) console.info('instance-killed.test.ts: skipped on PGlite (one process by design); it runs on PostgreSQL with `npm test -- api-pg`')

const SECRET = randomBytes(24).toString('base64url')
/** The expiry sweeper's advisory lock (jobs/job-lock.ts): namespace 'Rote', job 1. */
const SWEEP_LOCK = sql`l.locktype = 'advisory' AND l.classid = ${0x526f7465} AND l.objid = 1 AND l.granted`

let cluster: Cluster
let database: Database
beforeAll(async () => {
  if (template.kind !== 'postgres') return
  // A sweep every second: "the next tick" comes soon.
  cluster = await startCluster({ adminUrl: template.adminUrl, env: { ORDER_SWEEP_SECONDS: '1', PAYMENTS_WEBHOOK_SECRET: SECRET } })
  database = openPostgres(cluster.databaseUrl)
}, 120_000)
afterAll(async () => {
  if (!onPostgres) return
  await database?.close()
  await cluster?.stop()
})

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The instance whose connection holds the expiry sweep's lock: its connections are named after its process (db/client.ts). */
async function sweepingInstance(): Promise<{ instance: RealServer; applicationName: string } | null> {
  const [holder] = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE ${SWEEP_LOCK}`),
  )
  const instance = holder && cluster.instances.find((server) => holder.name.endsWith(`#${server.pid}`))
  return instance ? { instance, applicationName: holder.name } : null
}

async function waitingOnLocks(applicationName: string) {
  const [row] = rowsOf<{ count: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = ${applicationName} AND wait_event_type = 'Lock'`),
  )
  return row!.count
}

function signedWebhook(chargeId: string, reference: string) {
  const body: SandboxWebhookBody = { id: `evt_${randomBytes(12).toString('hex')}`, type: 'charge.paid', data: { chargeId, reference }, createdAt: new Date().toISOString() }
  const rawBody = JSON.stringify(body)
  return { method: 'POST', headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(SECRET, rawBody, new Date()) }, body: rawBody }
}

test.skipIf(!onPostgres)(
  'an instance killed in the middle of a webhook and of a sweep: the other applies the retried webhook and sweeps on its next tick, each once',
  { timeout: 60_000 },
  async () => {
    const { user: sweptBuyer } = await insertSignedInUser(database.db, UserType.customer)
    const payer = await insertSignedInUser(database.db, UserType.customer)
    const sale = await tripOnSale(database.db, 10)
    const placed = await placeOrderOn(cluster.instances[0]!.origin, payer.headers, orderAttempt(sale.tripId, sale.optionId))
    expect(placed.status).toBe(201)
    const [paying] = await database.db.select().from(orders).where(eq(orders.tripId, sale.tripId))
    // Three of the swept trip's seats are held by orders whose time ran out.
    const swept = await tripOnSale(database.db, 10, 7)

    // Holding both rows (without blocking the foreign keys of new orders) keeps whoever touches them inside its transaction.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let locked = () => {}
    const holding = new Promise<void>((resolve) => (locked = resolve))
    const blocker = database.db.transaction(async (tx) => {
      await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, swept.tripId)).for('no key update')
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, paying!.id)).for('no key update')
      locked()
      await released
    })
    await holding
    const past = new Date(Date.now() - 3_600_000)
    for (let i = 0; i < 3; i++) {
      await insertOrderRow(database.db, {
        userId: sweptBuyer.id,
        tripId: swept.tripId,
        optionId: swept.optionId,
        status: 'pending',
        method: 'pix',
        amountCents: 80_000,
        createdAt: past,
        expiresAt: new Date(past.getTime() + 1_800_000),
      })
    }

    // One instance's sweep takes the job's lock and waits on the trip; its webhook waits on the order.
    let sweeping: Awaited<ReturnType<typeof sweepingInstance>> = null
    await eventually(async () => (sweeping = await sweepingInstance()) !== null, 'a sweep holding the lock')
    const { instance: doomed, applicationName } = sweeping!
    const survivor = cluster.instances.find((server) => server !== doomed)!
    const webhook = signedWebhook(paying!.chargeId!, paying!.code)
    const dyingDelivery = fetch(`${doomed.origin}/api/payments/webhook`, webhook).then(
      (response) => response.status,
      () => 'no answer',
    )
    await eventually(async () => (await waitingOnLocks(applicationName)) >= 2, 'the sweep and the webhook waiting in their transactions')

    await doomed.kill()
    release()
    await blocker

    expect(await dyingDelivery).toBe('no answer')
    // The gateway sends again what got no answer: the load balancer gives it to the survivor.
    const retried = await requestAnswer<WebhookReceipt>(survivor.origin, '/api/payments/webhook', webhook)
    expect(retried.body).toEqual({ received: true, outcome: 'applied' })
    expect((await requestAnswer<WebhookReceipt>(survivor.origin, '/api/payments/webhook', webhook)).body.outcome).toBe('duplicate')

    const pendingOf = async (tripId: number) =>
      (
        await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.tripId, tripId), eq(orders.status, 'pending')))
      ).length
    await eventually(async () => (await pendingOf(swept.tripId)) === 0, "the survivor's sweep")

    const moves = await database.db
      .select({ tripId: orders.tripId, status: orderStatusHistory.status, reason: orderStatusHistory.reason })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(sql`${orders.tripId} IN (${sale.tripId}, ${swept.tripId}) AND ${orderStatusHistory.status} <> 'pending'`)
    expect(moves.filter((move) => move.tripId === swept.tripId)).toEqual(Array(3).fill({ tripId: swept.tripId, status: 'canceled', reason: 'expired' }))
    expect(moves.filter((move) => move.tripId === sale.tripId)).toEqual([{ tripId: sale.tripId, status: 'paid', reason: 'confirmed' }])
    expect(await database.db.select({ eventId: paymentEvents.eventId }).from(paymentEvents)).toHaveLength(1)
    const seats = await database.db
      .select({ id: trips.id, seatsLeft: trips.seatsLeft })
      .from(trips)
      .where(sql`${trips.id} IN (${sale.tripId}, ${swept.tripId})`)
    expect(seats.sort((x, y) => x.id - y.id).map((trip) => trip.seatsLeft)).toEqual([9, 10])
  },
)
