import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { mercadoPagoGateway } from '../../src/server/sale/payments/mercadopago.ts'
import type { MercadoPagoSettings } from '../../src/server/sale/orders/settings.ts'
import { fakeMercadoPagoApi } from '../fakes/mercadopago-api.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { notifyPayment } from './helpers/mercadopago.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** Issue 27 on Mercado Pago (its local fake): a cancellation's refund is `POST /v1/payments/{id}/refunds` with its `amount`, and its notifications change nothing twice. */
const settings: MercadoPagoSettings = { accessToken: 'TEST-0000-access', publicKey: 'TEST-public-key', webhookSecret: 'mp-webhook-secret', apiUrl: 'https://api.mercadopago.test' }
const fake = fakeMercadoPagoApi(settings)
const DAY = 86_400_000
let clock = new Date()
let t: TestApp
let customer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    gateway: mercadoPagoGateway(settings, 'https://roteiro.example.com', fake.fetch),
    payments: { gateway: 'mercadopago', mercadoPago: settings, publicUrl: 'https://roteiro.example.com' },
  })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date()
  fake.calls.length = 0
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer, {}, clock))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, clock))
})
afterAll(() => t.close())

/** A full-price order of 2 (R$ 2.000) paid by Pix, approved and notified; answers its code and payment id. */
async function paidOrder() {
  const { item } = await depositTrip(t.db, { checkIn: '2030-03-12' })
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody(item(2)), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const paymentId = [...fake.payments.keys()].at(-1)!
  fake.payments.get(paymentId)!.status = 'approved'
  expect(await notifyPayment(t, settings, paymentId, clock)).toEqual({ received: true, outcome: 'applied' })
  return { code: placed.body.code, paymentId }
}

const refundRows = async (code: string) =>
  (await requestJson<AdminOrder>(t, `/api/admin/orders/${code}`, { headers: admin })).body.ledger
    .filter((row) => row.kind === 'refund')
    .map(({ amountCents, sentAt }) => ({ amountCents, sent: sentAt !== null }))

test('past 7 days the payment is refunded in part, once under its key; the payment stays approved and its notification changes nothing', async () => {
  const { code, paymentId } = await paidOrder()
  clock = new Date(clock.getTime() + 8 * DAY)
  const canceled = await postJson<Order>(t, `/api/me/orders/${code}/cancellation`, { choice: 'refund' }, customer)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({ status: 'canceled', paidCents: 20_000, cancellation: { refundCents: 180_000, penaltyCents: 20_000 } })

  const refunds = fake.calls.filter((call) => call.method === 'POST' && call.url.endsWith(`/v1/payments/${paymentId}/refunds`))
  expect(refunds.map((call) => ({ body: call.body, key: call.headers['x-idempotency-key'] }))).toEqual([
    { body: { amount: 1800 }, key: expect.stringMatching(/^roteiro-refund-L\d+$/) },
  ])
  expect(fake.payments.get(paymentId)).toMatchObject({ status: 'approved', status_detail: 'partially_refunded', transaction_amount_refunded: 1800 })
  expect(await refundRows(code)).toEqual([{ amountCents: 180_000, sent: true }])

  expect(await notifyPayment(t, settings, paymentId, clock)).toEqual({ received: true, outcome: 'duplicate' })
  expect((await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body).toMatchObject({ status: 'canceled', paidCents: 20_000 })
})

test('a refund Mercado Pago refuses stays owed; its refund made in the panel, notified, marks it sent once', async () => {
  const { code, paymentId } = await paidOrder()
  // The payment is under dispute: Mercado Pago refuses a refund of it.
  fake.payments.get(paymentId)!.status = 'in_mediation'
  const canceled = await postJson<Order>(t, `/api/me/orders/${code}/cancellation`, { choice: 'refund' }, customer)
  expect(canceled.body).toMatchObject({ status: 'canceled', paidCents: 0, cancellation: { refundCents: 200_000, penaltyCents: 0 } })
  expect(await refundRows(code)).toEqual([{ amountCents: 200_000, sent: false }])

  fake.payments.get(paymentId)!.status = 'refunded'
  expect(await notifyPayment(t, settings, paymentId, clock)).toEqual({ received: true, outcome: 'applied' })
  expect(await refundRows(code)).toEqual([{ amountCents: 200_000, sent: true }])
  expect(await notifyPayment(t, settings, paymentId, clock)).toEqual({ received: true, outcome: 'duplicate' })
  expect((await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body).toMatchObject({ status: 'canceled', statusReason: 'customer_request', paidCents: 0 })
})
