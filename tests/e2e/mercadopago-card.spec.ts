import type { APIRequestContext, Page } from '@playwright/test'
import type { Order, OrderSummary } from '../../src/domain/order.ts'
import type { MercadoPagoCall } from '../fakes/mercadopago-api.ts'
import type { PaymentLink } from '../../src/domain/payment-link.ts'
import { demoAccounts } from '../../src/server/auth/demo-accounts.ts'
import { demoAdmin, demoCustomer } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, tripWithSeats } from './fixtures/checkout.ts'
import { apiSession, expect, mercadoPagoKeys, serveSdkFake, signInAs, test, type MercadoPagoWorld } from './fixtures/mercadopago.ts'
import { fillGuestPayer, linkPath } from './fixtures/payment-links.ts'

/**
 * The card with PAYMENT_GATEWAY=mercadopago (docs/PAYMENTS.md): the real server, its Mercado Pago
 * being the fake API of tests/fakes on 127.0.0.1, and in the browser a fake MercadoPago.js in place
 * of Mercado Pago's script, making the SDK's requests to that fake. The outcome follows the holder
 * name as with Mercado Pago's test cards (APRO approved, OTHE refused).
 */

const paymentMethod = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${pt(name)}`) })

/** The signed-in checkout of one seat of a seeded trip, with the SDK's requests and every body sent to /api/orders. */
async function openCheckout(page: Page, request: APIRequestContext, mercadoPago: MercadoPagoWorld, sdk: Parameters<typeof serveSdkFake>[2] = {}) {
  const session = await signInAs(page, request, mercadoPago.server, demoCustomer)
  const sdkRequests = await serveSdkFake(page, mercadoPago, sdk)
  const ordersSent: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/orders' && sent.method() === 'POST') ordersSent.push(sent.postData() ?? '')
  })
  const trip = await tripWithSeats(request)
  const option = trip.options[0]!
  await page.goto(`/user/checkout?trip=${trip.slug}&option=${option.id}&people=1`)
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(brl(option.priceCents))
  return { session, sdkRequests, ordersSent, option }
}

async function fillCard(page: Page, card: { number: string; holder: string }) {
  await page.getByRole('textbox', { name: pt('Card number') }).fill(card.number)
  await page.getByRole('textbox', { name: pt('Name on the card') }).fill(card.holder)
  await page.getByRole('textbox', { name: pt('Expiry (MM/YY)') }).fill('1130')
  await page.getByRole('textbox', { name: pt('Security code (CVV)') }).fill('123')
}

const cardTokenCalls = (calls: MercadoPagoCall[]) => calls.filter((call) => call.method === 'POST' && new URL(call.url).pathname === '/v1/card_tokens')

test('MercadoPago.js loads only once the card is chosen; the card goes to Mercado Pago with the payer CPF, the order carries only its token and brand, and the approved card pays it', async ({
  page,
  request,
  mercadoPago,
  baseURL,
}) => {
  const { sdkRequests, ordersSent, option } = await openCheckout(page, request, mercadoPago)
  expect(baseURL).toBe(mercadoPago.server.origin)

  // Nothing of Mercado Pago on the way in, nor for another method.
  await page.waitForLoadState('networkidle')
  await paymentMethod(page, 'Pix').check()
  await page.waitForLoadState('networkidle')
  expect(sdkRequests).toEqual([])

  await paymentMethod(page, 'Credit card').check()
  await expect.poll(() => sdkRequests.length).toBe(1)
  expect(sdkRequests[0]).toMatch(/^https:\/\/sdk\.mercadopago\.com\/js\/v2\/?$/)

  const tokensBefore = cardTokenCalls(mercadoPago.api.calls).length
  await fillCard(page, { number: '4235647728025682', holder: 'APRO' })
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(option.priceCents)) }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  await expect(page.getByTestId('order-details').getByTestId('order-status').first()).toHaveText(pt('Paid'))

  // Mercado Pago got the card, with the payer's CPF as the holder's document.
  const tokenized = cardTokenCalls(mercadoPago.api.calls).slice(tokensBefore)
  expect(tokenized).toHaveLength(1)
  expect(new URL(tokenized[0]!.url).searchParams.get('public_key')).toBe(mercadoPagoKeys.publicKey)
  expect(tokenized[0]!.body).toEqual({
    card_number: '4235647728025682',
    security_code: '123',
    expiration_month: 11,
    expiration_year: 2030,
    cardholder: { name: 'APRO', identification: { type: 'CPF', number: demoCustomer.cpf } },
  })

  // Our API got the token and the brand, never the card.
  expect(ordersSent).toHaveLength(1)
  expect(ordersSent[0]).not.toContain('4235647728025682')
  expect(ordersSent[0]).not.toContain('4235 6477')
  const sent = JSON.parse(ordersSent[0]!) as { payment: Record<string, unknown> }
  expect(sent.payment).toEqual({ method: 'card', installments: 1, cardToken: expect.stringMatching(/^ff8080814c11e237014c1ff593b5\d{4}$/), cardBrand: 'visa' })

  // And the server charged that token through Mercado Pago.
  const charge = mercadoPago.api.calls.findLast((call) => call.method === 'POST' && new URL(call.url).pathname === '/v1/payments')
  expect(charge?.body).toMatchObject({ token: sent.payment.cardToken, payment_method_id: 'visa', installments: 1 })
  expect(sdkRequests).toHaveLength(1)
})

test('a card Mercado Pago refuses leaves the order refused and the buyer on the form, told to check the card', async ({ page, request, mercadoPago }) => {
  const { session, ordersSent, option } = await openCheckout(page, request, mercadoPago)
  await paymentMethod(page, 'Credit card').check()
  await fillCard(page, { number: '5031 4332 1540 6351', holder: 'OTHE' })
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(option.priceCents)) }).click()

  await expect(page.getByText(pt('Error processing the card, check the information'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()
  expect(ordersSent).toHaveLength(1)
  expect((JSON.parse(ordersSent[0]!) as { payment: { cardBrand: string } }).payment.cardBrand).toBe('master')
  const mine = (await (await request.get('/api/me/orders', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as OrderSummary[]
  expect(mine[0]).toMatchObject({ status: 'refused', method: 'card' } satisfies Partial<Order>)
})

test('a number Mercado Pago knows no brand for is marked on the card number, and nothing is ordered', async ({ page, request, mercadoPago }) => {
  const { ordersSent, option } = await openCheckout(page, request, mercadoPago)
  await paymentMethod(page, 'Credit card').check()
  const tokensBefore = cardTokenCalls(mercadoPago.api.calls).length
  await fillCard(page, { number: '6011 1111 1111 1117', holder: 'APRO' })
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(option.priceCents)) }).click()

  await expect(page.getByText(pt('Invalid card number'))).toBeVisible()
  await expect(page.getByRole('textbox', { name: pt('Card number') })).toBeFocused()
  expect(cardTokenCalls(mercadoPago.api.calls).length).toBe(tokensBefore)
  expect(ordersSent).toEqual([])
})

test('MercadoPago.js that cannot be loaded says there is no connection, and the next try loads it again and pays', async ({ page, request, mercadoPago }) => {
  // Both the load started by choosing the card and the one of the first submit fail.
  const { sdkRequests, ordersSent, option } = await openCheckout(page, request, mercadoPago, { unreachable: 2 })
  await paymentMethod(page, 'Credit card').check()
  await expect.poll(() => sdkRequests.length).toBe(1)
  await fillCard(page, { number: '4235 6477 2802 5682', holder: 'APRO' })
  const pay = page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(option.priceCents)) })
  await pay.click()

  await expect(page.getByText(pt('No connection. Check your internet and try again.'))).toBeVisible()
  expect(sdkRequests).toHaveLength(2)
  expect(ordersSent).toEqual([])

  await pay.click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  expect(sdkRequests).toHaveLength(3)
  expect(ordersSent).toHaveLength(1)
})

/** A payment link of the demo agency (approved here by the demo admin) for one seat of a seeded trip. */
async function demoAgencyLink(request: APIRequestContext, mercadoPago: MercadoPagoWorld): Promise<PaymentLink> {
  const agency = await apiSession(
    request,
    mercadoPago.server,
    demoAccounts.find((account) => account.type === 2)!,
  )
  const admin = await apiSession(request, mercadoPago.server, demoAdmin)
  const approved = await request.put(`/api/admin/agencies/${agency.user!.id}`, {
    data: { approved: true, commissionPercent: '10', sellerCode: 'MPCARD' },
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const trip = await tripWithSeats(request)
  const created = await request.post('/api/agency/payment-links', {
    data: { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 } },
    headers: { Authorization: `Bearer ${agency.token}` },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as PaymentLink
}

test("a payment link's guest pays by card through MercadoPago.js too, with the CPF typed in the payer form", async ({ page, request, mercadoPago }) => {
  const link = await demoAgencyLink(request, mercadoPago)
  const sdkRequests = await serveSdkFake(page, mercadoPago)
  const ordersSent: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/payment-links/${link.token}/orders` && sent.method() === 'POST') ordersSent.push(sent.postData() ?? '')
  })
  await page.goto(linkPath(link))
  await fillGuestPayer(page, pt, { name: 'Joana Cliente da Agência', cpf: '390.533.447-05', email: 'joana.mp@example.com' })
  await page.waitForLoadState('networkidle')
  expect(sdkRequests).toEqual([])

  await paymentMethod(page, 'Credit card').check()
  await expect.poll(() => sdkRequests.length).toBe(1)
  const tokensBefore = cardTokenCalls(mercadoPago.api.calls).length
  await fillCard(page, { number: '4235 6477 2802 5682', holder: 'APRO' })
  await page.getByRole('button', { name: pt('Pay {totalText}').replace('{totalText}', brl(link.amountCents)) }).click()

  await expect(page.getByRole('heading', { level: 1, name: pt('Purchase made successfully') })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/external-post-checkout')
  const tokenized = cardTokenCalls(mercadoPago.api.calls).slice(tokensBefore)
  expect(tokenized.map((call) => call.body)).toEqual([
    expect.objectContaining({ card_number: '4235647728025682', cardholder: { name: 'APRO', identification: { type: 'CPF', number: '39053344705' } } }),
  ])
  expect(ordersSent).toHaveLength(1)
  expect(ordersSent[0]).not.toContain('4235647728025682')
  expect((JSON.parse(ordersSent[0]!) as { payment: unknown }).payment).toEqual({ method: 'card', installments: 1, cardToken: expect.any(String), cardBrand: 'visa' })
})
