import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
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

/** Issue 27 on Mercado Pago (its local fake): the deposit and then the balance are each a payment of their own, confirmed by its signed notification. */
const settings: MercadoPagoSettings = { accessToken: 'TEST-0000-access', publicKey: 'TEST-public-key', webhookSecret: 'mp-webhook-secret', apiUrl: 'https://api.mercadopago.test' }
const fake = fakeMercadoPagoApi(settings)
let t: TestApp
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({
    gateway: mercadoPagoGateway(settings, 'https://roteiro.example.com', fake.fetch),
    payments: { gateway: 'mercadopago', mercadoPago: settings, publicUrl: 'https://roteiro.example.com' },
  })
})
beforeEach(async () => {
  await t.reset()
  fake.calls.length = 0
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

/** Mercado Pago approves the payment, then notifies it, signed as it signs. */
async function approveAndNotify(paymentId: string) {
  fake.payments.get(paymentId)!.status = 'approved'
  expect(await notifyPayment(t, settings, paymentId)).toEqual({ received: true, outcome: 'applied' })
}

const lastPayment = () => {
  const call = fake.calls.findLast((made) => made.method === 'POST' && made.url.endsWith('/v1/payments'))!
  return { body: call.body!, idempotencyKey: call.headers['x-idempotency-key'], id: [...fake.payments.keys()].at(-1)! }
}

async function paidDeposit() {
  const { item } = await depositTrip(t.db, { checkIn: '2030-03-12' })
  const placed = await postJson<Order>(t, '/api/orders', { ...buildOrderBody(item(2)), plan: 'deposit' }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const deposit = lastPayment()
  expect(deposit.body).toMatchObject({ transaction_amount: 600, payment_method_id: 'pix', external_reference: placed.body.code })
  await approveAndNotify(deposit.id)
  return placed.body.code
}

test('the balance by Pix is a payment of its own reference and key; its notification pays the balance', async () => {
  const code = await paidDeposit()
  const asked = await postJson<Order>(t, `/api/me/orders/${code}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(asked.status, JSON.stringify(asked.body)).toBe(201)
  expect(asked.body.balance).toMatchObject({ amountCents: 140_000, status: 'pending' })
  const balance = lastPayment()
  expect(balance.body).toMatchObject({ transaction_amount: 1400, payment_method_id: 'pix', external_reference: `${code}-S1` })
  expect(balance.idempotencyKey).toBe(`roteiro-${code}-S1`)

  await approveAndNotify(balance.id)
  const order = (await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body
  expect(order).toMatchObject({ status: 'paid', paidCents: 200_000, balance: { status: 'paid' } })
})

test('the balance by card is approved at once, in installments of the balance', async () => {
  const code = await paidDeposit()
  fake.cardTokens.set('card-token-balance', {
    card_number: '3753651535563704',
    security_code: '1234',
    expiration_month: 11,
    expiration_year: 2030,
    cardholder: { name: 'APRO', identification: { type: 'CPF', number: '52998224725' } },
  })
  const paid = await postJson<Order>(
    t,
    `/api/me/orders/${code}/balance`,
    { payment: { method: 'card', installments: 4, cardToken: 'card-token-balance', cardBrand: 'master' } },
    { ...customer, 'Idempotency-Key': newIdempotencyKey() },
  )
  expect(paid.status, JSON.stringify(paid.body)).toBe(201)
  expect(lastPayment().body).toMatchObject({ transaction_amount: 1400, installments: 4, payment_method_id: 'master', external_reference: `${code}-S1` })
  expect(paid.body).toMatchObject({ paidCents: 200_000, balance: { status: 'paid' } })
})
