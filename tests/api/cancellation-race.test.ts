import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Db } from '../../src/server/db/client.ts'
import { balanceCharges, credits, orderLedger, orders, sandboxCharges } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { postJson } from './helpers/http.ts'
import { createTestInstances, onPostgres } from './helpers/instances.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * Issue 27's races around a cancellation, on two instances on PostgreSQL (each its own pool, so
 * they meet only in the database), on one on PGlite: one wins, nothing doubles, nothing is lost.
 */

const ROUNDS = 8

let apps: TestApp[]
let db: Db
let close: () => Promise<void>
let customer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  if (onPostgres) {
    ;({ instances: apps, close } = await createTestInstances(2))
  } else {
    const single = await createTestApp()
    apps = [single]
    close = () => single.close()
  }
  db = apps[0]!.db
  customer = (await insertSignedInUser(db, UserType.customer)).headers
  admin = (await insertSignedInUser(db, UserType.admin)).headers
})
afterAll(() => close())

/** The requests held at a gate until all are queued, then let through together, spread over the instances. */
async function atOnce(requests: Request[]) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const sent = requests.map(async (request, copy) => {
    await gate
    const response = await apps[copy % apps.length]!.app.request(request)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  })
  open()
  return Promise.all(sent)
}

const post = (path: string, body: object, headers: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function paidOrder(plan: 'full' | 'deposit', people = 2) {
  const { item } = await depositTrip(db, { checkIn: '2030-03-12' })
  const placed = await postJson<Order>(apps[0]!, '/api/orders', { ...buildOrderBody(item(people)), plan }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(apps[0]!, admin, placed.body.code)
  return { code: placed.body.code, item }
}

/** The order's money as its ledger has it, and what the sandbox gave back of its charges. */
async function moneyOf(code: string) {
  const [order] = await db.select({ id: orders.id, status: orders.status, reason: orders.statusReason }).from(orders).where(eq(orders.code, code))
  const rows = await db.select({ kind: orderLedger.kind, cents: orderLedger.amountCents }).from(orderLedger).where(eq(orderLedger.orderId, order!.id))
  const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.cents, 0)
  const [gateway] = await db
    .select({
      charged: sql<number>`coalesce(sum(${sandboxCharges.amountCents}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${sandboxCharges.refundedCents}), 0)`.mapWith(Number),
    })
    .from(sandboxCharges)
    .where(and(sql`${sandboxCharges.reference} like ${`${code}%`}`, eq(sandboxCharges.status, sql`any(array['paid', 'refunded'])`)))
  return { ...order!, charged: sum('charge'), refunded: sum('refund'), gateway: gateway! }
}

test(`${ROUNDS} rounds of a cancellation racing a balance payment: one wins, the other is a 409`, { timeout: 120_000 }, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const { code } = await paidOrder('deposit')
    const [canceled, balance] = await atOnce([
      post(`/api/me/orders/${code}/cancellation`, { choice: 'refund' }, customer),
      post(`/api/me/orders/${code}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() }),
    ])
    const waiting = await db.$count(balanceCharges, sql`${balanceCharges.reference} like ${`${code}-S%`}`)
    if (canceled!.status === 200) {
      expect(balance, `round ${round}`).toMatchObject({ status: 409, body: { code: 'order.no_open_balance' } })
      expect(waiting).toBe(0)
    } else {
      expect(canceled, `round ${round}`).toMatchObject({ status: 409, body: { code: 'order.balance_pending' } })
      expect(balance!.status).toBe(201)
      expect(waiting).toBe(1)
    }
    const money = await moneyOf(code)
    expect(money.refunded).toBeLessThanOrEqual(money.charged)
    expect(money.gateway.refunded).toBe(money.refunded)
  }
})

test(`${ROUNDS} rounds of one credit spent by two checkouts at once: one takes it, the other is refused, the credit at 0`, { timeout: 120_000 }, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const { code } = await paidOrder('full', 1)
    const canceled = await postJson<Order>(apps[0]!, `/api/me/orders/${code}/cancellation`, { choice: 'credit' }, customer)
    const creditCode = canceled.body.cancellation!.credit!.code
    const { item } = await depositTrip(db, { checkIn: '2030-03-12' })
    const answers = await atOnce([0, 1].map(() => post('/api/orders', buildOrderBody(item(1), { creditCode }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })))
    expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([201, 400])
    expect(answers.find((answer) => answer.status === 201)?.body).toMatchObject({ status: 'paid', creditAppliedCents: 100_000 })
    const [credit] = await db.select({ id: credits.id, balanceCents: credits.balanceCents }).from(credits).where(eq(credits.code, creditCode))
    expect(credit?.balanceCents).toBe(0)
    const used = await db
      .select({ cents: orderLedger.amountCents })
      .from(orderLedger)
      .where(and(eq(orderLedger.kind, 'credit_used'), eq(orderLedger.creditId, credit!.id)))
    expect(used).toEqual([{ cents: 100_000 }])
  }
})

test(`${ROUNDS} rounds of a gateway's refund webhook racing the buyer's cancellation: one ends the order, the money goes back once`, { timeout: 120_000 }, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const { code } = await paidOrder('full')
    const [canceled, chargedBack] = await atOnce([
      post(`/api/me/orders/${code}/cancellation`, { choice: 'refund' }, customer),
      post(`/api/payments/sandbox/orders/${code}/charge-back`, {}, admin),
    ])
    // The chargeback finds the charge already given back when the cancellation refunded it first (409).
    expect([200, 409], JSON.stringify(chargedBack!.body)).toContain(chargedBack!.status)
    const money = await moneyOf(code)
    expect(money.status).toBe('canceled')
    if (canceled!.status === 200) expect(money.reason, `round ${round}`).toBe('customer_request')
    else {
      expect(canceled, `round ${round}`).toMatchObject({ status: 409, body: { code: 'order.not_cancelable' } })
      expect(money.reason).toBe('refunded')
    }
    // Within 7 days everything is owed back: given back once, whichever won.
    expect(money.refunded).toBe(money.charged)
    expect(money.gateway).toEqual({ charged: 200_000, refunded: 200_000 })
  }
})
