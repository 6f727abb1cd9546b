import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orderStatusHistory, orders, paymentEvents, trips } from '../../src/server/db/schema/index.ts'
import { SIGNATURE_HEADER, signWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../src/server/sale/payments/signature.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const SECRET = 'whsec_test_only'
let t: TestApp
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ payments: { webhookSecret: SECRET } })
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

async function placeOrder(method: 'pix' | 'boleto', people = 2) {
  const trip = await insertTrip(t.db, { vacancies: 10, options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const response = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people }, { method }), {
    ...customer,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const [row] = await t.db.select().from(orders).where(eq(orders.code, response.body.code))
  return { trip, order: response.body, chargeId: row!.chargeId! }
}

const eventBody = (chargeId: string, reference: string, type = 'charge.paid', id = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({ id, type, data: { chargeId, reference }, createdAt: new Date().toISOString() })

const send = (rawBody: string, signature: string | null) =>
  requestJson<{ outcome?: string; message?: string }>(t, '/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }) },
    body: rawBody,
  })

const statusOf = async (code: string) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.code, code)))[0]!.status
const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

test('a webhook replayed 3 times moves the order once', async () => {
  const { order, chargeId } = await placeOrder('pix')
  const body = eventBody(chargeId, order.code)

  const outcomes = []
  for (let i = 0; i < 3; i++) outcomes.push((await send(body, signWebhook(SECRET, body, new Date()))).body.outcome)

  expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate'])
  expect(await statusOf(order.code)).toBe('paid')
  const [row] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row!.id))
  expect(history.map((change) => change.status)).toEqual(['pending', 'paid'])
  expect(await t.db.select().from(paymentEvents)).toHaveLength(1)
})

test('a tampered or stale signature is a 401 and changes nothing; no signature at all is a 400', async () => {
  const { trip, order, chargeId } = await placeOrder('pix')
  const body = eventBody(chargeId, order.code)
  const now = new Date()

  const tampered = await send(body.replace('charge.paid', 'charge.refused'), signWebhook(SECRET, body, now))
  const wrongSecret = await send(body, signWebhook('another-secret', body, now))
  // Twice the tolerance: outside it however long a loaded machine takes to answer.
  const outside = 2 * WEBHOOK_TOLERANCE_SECONDS * 1000
  const stale = await send(body, signWebhook(SECRET, body, new Date(now.getTime() - outside)))
  const future = await send(body, signWebhook(SECRET, body, new Date(now.getTime() + outside)))
  const garbage = await send(body, 't=abc,v1=zz')
  const missing = await send(body, null)

  for (const response of [tampered, wrongSecret, stale, future, garbage]) expect(expectApiError(response, 401).message).toBe(orderMessages.webhookSignature)
  expect(expectApiError(missing, 400).message).toBe(orderMessages.webhookSignatureMissing)
  expect(await statusOf(order.code)).toBe('pending')
  expect(await seatsLeft(trip.id)).toBe(8)
  expect(await t.db.select().from(paymentEvents)).toHaveLength(0)

  // Within the tolerance it is accepted (with a margin for a slow machine).
  const fresh = await send(body, signWebhook(SECRET, body, new Date(Date.now() - 290_000)))
  expect(fresh.body.outcome).toBe('applied')
})

test('a refused boleto gives its seats back once, and a later paid event changes nothing', async () => {
  const { trip, order, chargeId } = await placeOrder('boleto', 3)
  expect(await seatsLeft(trip.id)).toBe(7)

  const refused = eventBody(chargeId, order.code, 'charge.refused')
  expect((await send(refused, signWebhook(SECRET, refused, new Date()))).body.outcome).toBe('applied')
  const canceled = eventBody(chargeId, order.code, 'charge.canceled')
  expect((await send(canceled, signWebhook(SECRET, canceled, new Date()))).body.outcome).toBe('not-pending')
  const paid = eventBody(chargeId, order.code)
  expect((await send(paid, signWebhook(SECRET, paid, new Date()))).body.outcome).toBe('not-pending')

  expect(await statusOf(order.code)).toBe('refused')
  expect(await seatsLeft(trip.id)).toBe(10)
})

test('an event for a charge we do not know is not recorded', async () => {
  const body = eventBody('nope', 'ZZZZ-ZZZZ')
  expect((await send(body, signWebhook(SECRET, body, new Date()))).body.outcome).toBe('unknown-charge')
  expect(await t.db.select().from(paymentEvents)).toHaveLength(0)
})
