import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { mercadoPagoGateway } from '../../src/server/sale/payments/mercadopago.ts'
import type { MercadoPagoSettings } from '../../src/server/sale/orders/settings.ts'
import { fakeMercadoPagoApi } from '../fakes/mercadopago-api.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { postJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * A guest's order through Mercado Pago (the fake of its API, as in payments-mercadopago.test.ts):
 * the charge names the order (external_reference) and brings the guest back to its order page.
 */
const settings: MercadoPagoSettings = { accessToken: 'TEST-0000-access', publicKey: 'TEST-public-key', webhookSecret: 'mp-webhook-secret', apiUrl: 'https://api.mercadopago.test' }
const PUBLIC_URL = 'https://roteiro.example.com'
const fake = fakeMercadoPagoApi(settings)

let t: TestApp
let link: { token: string }
beforeAll(async () => {
  t = await createTestApp({ gateway: mercadoPagoGateway(settings, PUBLIC_URL, fake.fetch), payments: { gateway: 'mercadopago', mercadoPago: settings, publicUrl: PUBLIC_URL } })
})
beforeEach(async () => {
  await t.reset()
  fake.calls.length = 0
  const agency = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db)
  link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 2 } })
})
afterAll(() => t.close())

const payLink = (payment: Record<string, unknown>) => {
  const { payer } = buildOrderBody({ productId: 1 })
  return postJson<Order & GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment }, { 'Idempotency-Key': newIdempotencyKey() })
}

test.each(['pix', 'boleto'] as const)(
  'a guest %s charge carries the order code as external_reference and the order page as callback_url, with the code only (no access token)',
  async (method) => {
    const response = await payLink({ method })

    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const { code, accessToken } = response.body
    const [call] = fake.calls
    expect(JSON.stringify(call!.body)).not.toContain(accessToken)
    expect(call).toMatchObject({ method: 'POST', url: 'https://api.mercadopago.test/v1/payments' })
    expect(call!.body).toMatchObject({
      transaction_amount: 2000,
      external_reference: code,
      notification_url: `${PUBLIC_URL}/api/payments/webhook`,
      callback_url: `${PUBLIC_URL}/external-post-checkout?order=${encodeURIComponent(code)}`,
    })
  },
)

test('a signed-in checkout sends no callback_url: its buyer returns to their own order page', async () => {
  const { headers } = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db)
  const response = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId, people: 1 }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(fake.calls.at(-1)!.body).not.toHaveProperty('callback_url')
  expect(fake.calls.at(-1)!.body).toMatchObject({ external_reference: response.body.code })
})
