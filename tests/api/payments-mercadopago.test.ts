import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { digitableLineOf } from '../../src/domain/boleto.ts'
import type { BoletoCharge, Order, PaymentsConfig, PixCharge } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders } from '../../src/server/db/schema/index.ts'
import { mercadoPagoGateway } from '../../src/server/sale/payments/mercadopago.ts'
import type { MercadoPagoSettings } from '../../src/server/sale/orders/settings.ts'
import { fakeMercadoPagoApi } from '../fakes/mercadopago-api.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Contract tests of the Mercado Pago adapter: what it sends is checked against the documented
 * request of POST /v1/payments, and it is fed the documented answers and webhook notifications
 * (x-signature over `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`). Mercado Pago itself is
 * not reachable from here, so its side is the fake API of tests/fakes, in place of fetch.
 */
const settings: MercadoPagoSettings = { accessToken: 'TEST-0000-access', publicKey: 'TEST-public-key', webhookSecret: 'mp-webhook-secret', apiUrl: 'https://api.mercadopago.test' }
const PUBLIC_URL = 'https://roteiro.example.com'

const fake = fakeMercadoPagoApi(settings)
const { calls, payments } = fake

let t: TestApp
let customer: Record<string, string>
let optionItem: { tripId: number; optionId: number; people: number }
beforeAll(async () => {
  t = await createTestApp({ gateway: mercadoPagoGateway(settings, PUBLIC_URL, fake.fetch), payments: { gateway: 'mercadopago', mercadoPago: settings, publicUrl: PUBLIC_URL } })
})
beforeEach(async () => {
  await t.reset()
  calls.length = 0
  // Tokens the browser would have made with MercadoPago.js; the holder name picks the test outcome.
  for (const [token, name] of [
    ['card-token-approved', 'APRO'],
    ['card-token-other', 'OTHE'],
  ] as const) {
    fake.cardTokens.set(token, {
      card_number: '3753651535563704',
      security_code: '1234',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name, identification: { type: 'CPF', number: '52998224725' } },
    })
  }
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
  const trip = await insertTrip(t.db, { vacancies: 10, boletoInstallments: true, options: [{ name: 'Individual', priceCents: 123_450, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  optionItem = { tripId: trip.id, optionId: option!.id, people: 2 }
})
afterAll(() => t.close())

const place = (payment: Parameters<typeof buildOrderBody>[1]) =>
  postJson<Order>(t, '/api/orders', buildOrderBody(optionItem, payment, { name: 'Maria Aparecida da Silva', cpf: '529.982.247-25', email: 'maria@example.com' }), {
    ...customer,
    'Idempotency-Key': newIdempotencyKey(),
  })

function signedNotification(dataId: string, at = new Date(), secret = settings.webhookSecret) {
  const ts = String(Math.floor(at.getTime() / 1000))
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e'
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')
  const body = JSON.stringify({
    action: 'payment.updated',
    api_version: 'v1',
    data: { id: dataId },
    date_created: at.toISOString(),
    id: 123_456_789,
    live_mode: false,
    type: 'payment',
    user_id: '44444',
  })
  return {
    url: `/api/payments/webhook?data.id=${dataId}&type=payment`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }, body },
  }
}

test('the browser is told to tokenize with the Mercado Pago SDK and its public key', async () => {
  const config = await requestJson<PaymentsConfig>(t, '/api/payments/config')
  expect(config.body).toMatchObject({ gateway: 'mercadopago', tokenizeUrl: null, publicKey: 'TEST-public-key', sandboxControl: false })
})

test('a card payment sends the documented request and an approval pays the order', async () => {
  const response = await place({ method: 'card', installments: 3, cardToken: 'card-token-approved', cardBrand: 'visa' })

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(response.body).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '3704' } })
  const [call] = calls
  expect(call).toMatchObject({ method: 'POST', url: 'https://api.mercadopago.test/v1/payments' })
  expect(call!.headers.authorization).toBe('Bearer TEST-0000-access')
  expect(call!.headers['x-idempotency-key']).toBe(`roteiro-${response.body.code}`)
  expect(call!.body).toEqual({
    transaction_amount: 2469,
    description: expect.stringContaining('Individual × 2'),
    external_reference: response.body.code,
    notification_url: 'https://roteiro.example.com/api/payments/webhook',
    statement_descriptor: 'ROTEIRO',
    payment_method_id: 'visa',
    token: 'card-token-approved',
    installments: 3,
    payer: {
      email: 'maria@example.com',
      first_name: 'Maria',
      last_name: 'Aparecida da Silva',
      identification: { type: 'CPF', number: '52998224725' },
      address: { zip_code: '01310100', street_name: 'Avenida Paulista', street_number: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', federal_unit: 'SP' },
    },
  })
  expectApiError(await place({ method: 'card', cardToken: 'card-token-approved' }), 400, ['payment.cardBrand'])
  const rejected = await place({ method: 'card', cardToken: 'card-token-other', cardBrand: 'master' })
  expect(rejected.body).toMatchObject({ status: 'refused', statusReason: 'declined' })
})

test('a Pix payment keeps the qr_code, and the signed notification pays it once', async () => {
  const order = (await place({ method: 'pix' })).body
  expect(calls[0]!.body).toMatchObject({ payment_method_id: 'pix', date_of_expiration: expect.stringMatching(/-03:00$/) })
  const pix = await requestJson<PixCharge>(t, `/api/me/orders/${order.code}/pix`, { headers: customer })
  const [row] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  expect(pix.body.payload).toBe(payments.get(row!.chargeId!)!.point_of_interaction!.transaction_data!.qr_code)

  payments.get(row!.chargeId!)!.status = 'approved'
  const notification = signedNotification(row!.chargeId!)
  const first = await requestJson<{ outcome: string }>(t, notification.url, notification.init)
  const replay = await requestJson<{ outcome: string }>(t, notification.url, notification.init)

  expect(first.body.outcome).toBe('applied')
  expect(replay.body.outcome).toBe('duplicate')
  expect(calls.at(-1)).toMatchObject({ method: 'GET', url: `https://api.mercadopago.test/v1/payments/${row!.chargeId}` })
  expect((await requestJson<Order>(t, `/api/me/orders/${order.code}`, { headers: customer })).body.status).toBe('paid')
})

test('a notification with a wrong or stale signature is a 401 and reads nothing', async () => {
  const order = (await place({ method: 'pix' })).body
  const [row] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  payments.get(row!.chargeId!)!.status = 'approved'
  const before = calls.length

  const forged = signedNotification(row!.chargeId!, new Date(), 'not-the-secret')
  const stale = signedNotification(row!.chargeId!, new Date(Date.now() - 301_000))
  const otherPayment = signedNotification('999')
  expect(expectApiError(await requestJson(t, forged.url, forged.init), 401).message).toBe(orderMessages.webhookSignature)
  expect(expectApiError(await requestJson(t, stale.url, stale.init), 401).message).toBe(orderMessages.webhookSignature)
  expect(expectApiError(await requestJson(t, `/api/payments/webhook?data.id=${row!.chargeId}&type=payment`, otherPayment.init), 401).message).toBe(orderMessages.webhookSignature)

  expect(calls.length).toBe(before)
  expect((await requestJson<Order>(t, `/api/me/orders/${order.code}`, { headers: customer })).body.status).toBe('pending')
})

test('a boleto keeps the barcode and the bank page; boleto installments are not offered through Mercado Pago', async () => {
  const order = (await place({ method: 'boleto' })).body
  expect(calls[0]!.body).toMatchObject({ payment_method_id: 'bolbradesco', date_of_expiration: expect.stringMatching(/T23:59:59\.000-03:00$/) })
  const boleto = await requestJson<BoletoCharge>(t, `/api/me/orders/${order.code}/boleto`, { headers: customer })
  expect(boleto.body.digitableLine).toBe(digitableLineOf(boleto.body.barcode))
  expect(boleto.body.pdfUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/)

  const split = await place({ method: 'boleto', installments: 2 })
  expect(expectApiError(split, 400, ['payment.installments']).fields!['payment.installments']).toBe(orderMessages.boletoInstallmentsUnavailable)
})
