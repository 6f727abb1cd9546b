import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { placeOrderSchema } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Db } from '../../src/server/db/client.ts'
import { auditLog, commissionPayouts, orderStatusHistory, orders, paymentEvents, trips } from '../../src/server/db/schema/index.ts'
import type { ChargeRequest, PaymentGateway } from '../../src/server/sale/orders/gateway.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../src/server/sale/payments/signature.ts'
import { insertProduct } from '../factories/index.ts'
import { buildOrderBody } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestInstances, onPostgres } from './helpers/instances.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * Issue 25, "the suite says exactly what it proves": the same request sent many times at one
 * moment, not one after another. On PostgreSQL the copies go to two instances (each its own pool),
 * so they meet only in the database; on PGlite (one connection, transactions one at a time) they
 * still interleave between statements and around the gateway's call, outside any transaction.
 *
 * The contract every copy is held to: one copy creates (201), every other answers the same
 * resource (the same order code or payout id, marked `Idempotent-Replayed: true`), none is a 5xx,
 * and the database holds one order (its seats taken once, one history line per move), one payout
 * (one audit line), one applied webhook event.
 */

const ROUNDS = 20
const COPIES = 8
const SECRET = 'whsec_race'

let apps: TestApp[]
let gateway: PaymentGateway
let db: Db
let close: () => Promise<void>
beforeAll(async () => {
  const overrides = { payments: { webhookSecret: SECRET } }
  if (onPostgres) {
    ;({ instances: apps, close } = await createTestInstances(2, overrides))
  } else {
    const single = await createTestApp(overrides)
    apps = [single]
    close = () => single.close()
  }
  db = apps[0]!.db
  gateway = apps[0]!.orders.gateway
})
afterAll(() => close())

interface Answer {
  status: number
  replayed: boolean
  body: Record<string, unknown>
}

/** `COPIES` copies of one request, held at a gate until all are queued, then let through together, spread over the instances. */
async function atOnce(request: () => Request): Promise<Answer[]> {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const copies = Array.from({ length: COPIES }, async (_, copy) => {
    await gate
    const response = await apps[copy % apps.length]!.app.request(request())
    return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') === 'true', body: (await response.json()) as Record<string, unknown> }
  })
  open()
  return Promise.all(copies)
}

const json = (url: string, body: unknown, headers: Record<string, string>) => () =>
  new Request(`http://localhost${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

/** One copy created (`created` status, not replayed); every other a replay of it: the same `id`. */
function expectOneCreated(answers: Answer[], id: string, { created = 201, replay = 200 } = {}) {
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
  const first = answers.filter((answer) => answer.status === created && !answer.replayed)
  expect(first, JSON.stringify(answers.map((answer) => [answer.status, answer.body]))).toHaveLength(1)
  const replays = answers.filter((answer) => answer !== first[0])
  expect(replays.map((answer) => [answer.status, answer.replayed, answer.body[id]])).toEqual(replays.map(() => [replay, true, first[0]!.body[id]]))
  return first[0]!.body[id]
}

const historyOf = async (code: unknown) => {
  const [order] = await db
    .select({ id: orders.id, seatsHeld: orders.seatsHeld, status: orders.status })
    .from(orders)
    .where(eq(orders.code, String(code)))
  const history = await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id)).orderBy(orderStatusHistory.id)
  return { ...order!, history: history.map((line) => line.status) }
}
const seatsLeft = async (tripId: number) => (await db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft
const ordersOfTrip = (tripId: number) => db.$count(orders, eq(orders.tripId, tripId))

test(`POST /api/orders: ${ROUNDS} rounds of ${COPIES} copies with one Idempotency-Key make one order, its seats taken once`, { timeout: 120_000 }, async () => {
  const customer = await insertSignedInUser(db, UserType.customer)
  for (let round = 0; round < ROUNDS; round++) {
    const { trip, optionId } = await tripForSale(db, { vacancies: 20 })
    // Pix waits for its payment; a card is charged and settled while the copies still arrive.
    const payment = round % 2 === 0 ? { method: 'pix' as const } : { method: 'card' as const, cardToken: await approvedCardToken() }
    const body = buildOrderBody({ tripId: trip.id, optionId, people: 2 }, payment)

    const code = expectOneCreated(await atOnce(json('/api/orders', body, { ...customer.headers, 'Idempotency-Key': randomUUID() })), 'code')

    expect(await ordersOfTrip(trip.id), `round ${round}`).toBe(1)
    expect(await seatsLeft(trip.id), `round ${round}`).toBe(18)
    expect(await historyOf(code), `round ${round}`).toMatchObject(payment.method === 'pix' ? { history: ['pending'] } : { status: 'paid', history: ['pending', 'paid'] })
  }
  // A copy that charged again and found the order paid by that very charge raises no alarm.
  expect(serverLog.lines().filter((line) => line.level !== 'debug' && line.level !== 'info')).toEqual([])
})

test(`a payment link's order: ${ROUNDS} rounds of ${COPIES} copies with one Idempotency-Key make one order`, { timeout: 120_000 }, async () => {
  const agency = await insertApprovedAgency(db)
  for (let round = 0; round < ROUNDS; round++) {
    const { trip, optionId } = await tripForSale(db, { vacancies: 20 })
    const link = await createLink(apps[0]!, agency.headers, { item: { tripId: trip.id, optionId, people: 3 } })
    const { payer } = buildOrderBody({ productId: 1 })

    const code = expectOneCreated(await atOnce(json(`/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': randomUUID() })), 'code')

    expect(await ordersOfTrip(trip.id), `round ${round}`).toBe(1)
    expect(await seatsLeft(trip.id), `round ${round}`).toBe(17)
    expect(await historyOf(code), `round ${round}`).toMatchObject({ history: ['pending'] })
  }
})

test(`POST /api/admin/commissions/payouts: ${ROUNDS} rounds of ${COPIES} copies with one Idempotency-Key record one payout and one audit line`, { timeout: 120_000 }, async () => {
  const admin = await insertSignedInUser(db, UserType.admin)
  const agency = await insertApprovedAgency(db)
  for (let round = 0; round < ROUNDS; round++) {
    const payout = { agencyId: agency.user.id, month: '2030-01', amountCents: 1_000 + round, note: `round ${round}` }

    // A replayed payout answers 201 too (docs/AGENCIES.md): the copy that recorded it is the one not marked replayed.
    const id = expectOneCreated(await atOnce(json('/api/admin/commissions/payouts', payout, { ...admin.headers, 'Idempotency-Key': randomUUID() })), 'id', { replay: 201 })

    expect(await db.$count(commissionPayouts, eq(commissionPayouts.note, payout.note)), `round ${round}`).toBe(1)
    const audited = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout'), eq(auditLog.entityId, String(agency.user.id))))
    expect(
      audited.filter((line) => JSON.stringify(line.changes).includes(`"round ${round}"`)),
      `round ${round}`,
    ).toHaveLength(1)
    expect(id).toEqual(expect.any(Number))
  }
})

test(`one webhook delivery replayed: ${ROUNDS} rounds of ${COPIES} copies at once apply it once`, { timeout: 120_000 }, async () => {
  const customer = await insertSignedInUser(db, UserType.customer)
  const product = await insertProduct(db, { priceCents: 9_900 })
  for (let round = 0; round < ROUNDS; round++) {
    const placed = await placeOrder(apps[0]!, customer.headers, { productId: product.id })
    const [row] = await db.select({ id: orders.id, chargeId: orders.chargeId }).from(orders).where(eq(orders.code, placed.code))
    const body = JSON.stringify({
      id: `evt_race_${randomUUID()}`,
      type: 'charge.paid',
      data: { chargeId: row!.chargeId, reference: placed.code },
      createdAt: new Date().toISOString(),
    })
    const signature = signWebhook(SECRET, body, new Date())

    const answers = await atOnce(() => new Request('http://localhost/api/payments/webhook', { method: 'POST', headers: { [SIGNATURE_HEADER]: signature }, body }))

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(answers.map((answer) => answer.body.outcome).sort(), `round ${round}`).toEqual(['applied', ...Array<string>(COPIES - 1).fill('duplicate')])
    expect(await historyOf(placed.code), `round ${round}`).toMatchObject({ status: 'paid', history: ['pending', 'paid'] })
    expect(await db.$count(paymentEvents, eq(paymentEvents.orderId, row!.id)), `round ${round}`).toBe(1)
  }
})

// What the replays of a card order above lean on, on its own so that a broken gateway fails every
// run, not one run in a few: the gateway answers one reference the same, however many ask at once.
test(`the sandbox gateway gives ${COPIES} charges of one order sent at once one answer: the card's approval`, { timeout: 60_000 }, async () => {
  for (let round = 0; round < ROUNDS * 2; round++) {
    const request = { ...chargeOf(`RACE-${round}`), cardToken: await approvedCardToken() }
    const answers = await Promise.all(Array.from({ length: COPIES }, () => gateway.createCharge(request, new Date())))
    const [first] = answers
    expect(first, `round ${round}`).toMatchObject({ method: 'card', outcome: 'approved' })
    expect(answers, `round ${round}`).toEqual(answers.map(() => first))
  }
})

const chargeOf = (reference: string): ChargeRequest => {
  const { payer } = v.parse(placeOrderSchema, buildOrderBody({ productId: 1 }))
  return { reference, method: 'card', amountCents: 10_000, installments: 1, description: reference, payer }
}

/** A sandbox card token that approves (the checkout's tokenizer, through the app). */
async function approvedCardToken(): Promise<string> {
  const response = await apps[0]!.app.request('/sandbox-gateway/v1/card-tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '4111 1111 1111 1111', holderName: 'Maria', expMonth: 12, expYear: 2040, cvv: '123' }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { token: string }).token
}
