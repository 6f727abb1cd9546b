import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { CardToken, Order } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { paymentLinkMessages, type GuestOrderPlaced, type PaymentLink, type PublicPaymentLink } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, paymentLinks, tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import { defaultPaymentSettings } from '../../src/server/sale/orders/settings.ts'
import { insertProduct } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, tripForSale } from './helpers/admin-orders.ts'
import { nextMailTo } from '../support/mail.ts'
import { mailsTo, type Mail } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { expectIdempotentPlacing } from './helpers/idempotency.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { guestMailsPerRecipient } from '../../src/server/sale/payment-links/public-routes.ts'

type GuestOrder = Order & GuestOrderPlaced

let t: TestApp
let agency: Awaited<ReturnType<typeof insertApprovedAgency>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  agency = await insertApprovedAgency(t.db, { name: 'Agência Sol', commissionBasisPoints: 1250 })
})
afterAll(() => t.close())

const getLink = (token: string) => requestJson<PublicPaymentLink & { message?: string }>(t, `/api/payment-links/${encodeURIComponent(token)}`)
const payerAndPix = (payment: Record<string, unknown> = {}) => {
  const { payer } = buildOrderBody({ productId: 1 })
  return { payer, payment: { method: 'pix', ...payment } }
}
const pay = (token: string, body: unknown = payerAndPix(), key: string | null = newIdempotencyKey()) =>
  postJson<GuestOrder & { message?: string; status: string }>(t, `/api/payment-links/${encodeURIComponent(token)}/orders`, body, key === null ? {} : { 'Idempotency-Key': key })
const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft
const linkRow = async (token: string) => (await t.db.select().from(paymentLinks).where(eq(paymentLinks.token, token)))[0]!

async function tripLink(people = 2, overrides: Parameters<typeof tripForSale>[1] = {}) {
  const { trip, optionId } = await tripForSale(t.db, { options: [{ name: 'Individual', priceCents: 100_000, people: 1 }], ...overrides })
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people } })
  return { trip, optionId, link }
}

async function cardToken(number: string) {
  const response = await postJson<CardToken>(t, '/sandbox-gateway/v1/card-tokens', { number, holderName: 'MARIA DA SILVA', expMonth: 12, expYear: 2040, cvv: '123' })
  return response.body
}

test('the public link: 200 while open with the item, total, agency and installment rules; 404 unknown; 410 with the status when expired, canceled or paid', async () => {
  const { trip, link } = await tripLink(2, { maxInstallments: 6 })

  const open = await getLink(link.token)
  expect(open.status).toBe(200)
  expect(open.body).toMatchObject({
    status: 'open',
    amountCents: 200_000,
    expiresAt: link.expiresAt,
    agency: { name: 'Agência Sol' },
    maxInstallments: 6,
    boletoInstallments: trip.boletoInstallments,
  })
  expect(open.body.item).toEqual(link.item)
  expect(open.body.imageUrl).toMatch(/^\/uploads\//)
  expect(expectApiError(await getLink('unknown-token'), 404).message).toBe(paymentLinkMessages.notFound)

  await t.db
    .update(paymentLinks)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(paymentLinks.token, link.token))
  expect(expectApiError(await getLink(link.token), 410)).toMatchObject({ status: 'expired', message: paymentLinkMessages.expired })
  await t.db.update(paymentLinks).set({ status: 'canceled' }).where(eq(paymentLinks.token, link.token))
  expect(expectApiError(await getLink(link.token), 410)).toMatchObject({ status: 'canceled', message: paymentLinkMessages.canceled })
  await t.db.update(paymentLinks).set({ status: 'paid' }).where(eq(paymentLinks.token, link.token))
  expect(expectApiError(await getLink(link.token), 410)).toMatchObject({ status: 'paid', message: paymentLinkMessages.paid })
})

test('a guest pays by Pix with no account: 201 with the order, its access token, the seats held and the agency credited', async () => {
  const { trip, link } = await tripLink(3)

  const response = await pay(link.token)

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const order = response.body
  expect(order).toMatchObject({ status: 'pending', method: 'pix', amountCents: 300_000, item: { kind: 'trip', tripId: trip.id, people: 3 } })
  expect(order.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  expect(order.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(order.history.map((change) => change.status)).toEqual(['pending'])
  expect(await seatsLeft(trip.id)).toBe(17)
  const [row] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  const linkId = (await linkRow(link.token)).id
  expect(row).toMatchObject({ userId: null, paymentLinkId: linkId, agencyId: agency.user.id, sellerCode: agency.user.sellerCode, commissionBasisPoints: 1250 })
  expect(await linkRow(link.token)).toMatchObject({ status: 'open', orderId: row!.id })
  // The agency sees who is paying.
  const listed = await requestJson<{ items: PaymentLink[] }>(t, '/api/agency/payment-links', { headers: agency.headers })
  expect(listed.body.items[0]!.order).toEqual({ code: order.code, status: 'pending', payerName: 'Maria da Silva', paidAt: null })
})

test('the same key and body answer the same order (200, replayed); another key while it is pending is a 409; a key with another body is a 422; no key is a 400', async () => {
  const { trip, link } = await tripLink(2)
  const body = payerAndPix()

  const send = (sent: typeof body, key: string | null) => pay(link.token, sent, key)
  const { first, again } = await expectIdempotentPlacing(send, body, { ...body, payer: { ...body.payer, name: 'Outra Pessoa' } })
  const otherKey = await pay(link.token, body)

  expect(again.body.accessToken).toBe(first.body.accessToken)
  expect(expectApiError(otherKey, 409).message).toBe(paymentLinkMessages.paymentInProgress)
  expect(await t.db.select().from(orders)).toHaveLength(1)
  expect(await seatsLeft(trip.id)).toBe(18)
  // The agency cannot cancel a link someone is paying.
  expect(expectApiError(await postJson(t, `/api/agency/payment-links/${link.token}/cancel`, {}, agency.headers), 409).message).toBe(paymentLinkMessages.paymentInProgress)
})

test('a closed link takes no order: 410 with its status; an unknown one 404', async () => {
  const { link: expired } = await tripLink(1)
  const { link: canceled } = await tripLink(1)
  await t.db
    .update(paymentLinks)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(paymentLinks.token, expired.token))
  await postJson(t, `/api/agency/payment-links/${canceled.token}/cancel`, {}, agency.headers)

  expect(expectApiError(await pay(expired.token), 410)).toMatchObject({ status: 'expired' })
  expect(expectApiError(await pay(canceled.token), 410)).toMatchObject({ status: 'canceled' })
  expect(expectApiError(await pay('unknown-token'), 404).message).toBe(paymentLinkMessages.notFound)
  expect(await t.db.select().from(orders)).toHaveLength(0)
})

// Issue 25, finding 8: an admin suspends an agency (its approval withdrawn): its links stop selling.
test("a suspended agency's links answer 410 agency_suspended, read or paid; the agency still reads its links and sales; approved again, they sell", async () => {
  const { link: sold } = await tripLink(1)
  const { link: open, trip } = await tripLink(1)
  const placed = await pay(sold.token)
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const admin = await insertSignedInUser(t.db, UserType.admin)
  const terms = (approved: boolean) => ({ approved, commissionPercent: '12,5', sellerCode: agency.user.sellerCode })
  const setTerms = (approved: boolean) =>
    requestJson(t, `/api/admin/agencies/${agency.user.id}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(terms(approved)),
    })
  expect((await setTerms(false)).status).toBe(200)

  expect(expectApiError(await getLink(open.token), 410)).toMatchObject({
    code: 'payment_link.agency_suspended',
    status: 'agency_suspended',
    message: paymentLinkMessages.agencySuspended,
  })
  expect(expectApiError(await pay(open.token), 410)).toMatchObject({ code: 'payment_link.agency_suspended', status: 'agency_suspended' })
  expect(await seatsLeft(trip.id)).toBe(20)
  const links = await requestJson<{ items: PaymentLink[] }>(t, '/api/agency/payment-links', { headers: agency.headers })
  expect(links.status).toBe(200)
  expect(links.body.items.map((link) => [link.token, link.order?.code ?? null])).toEqual([
    [open.token, null],
    [sold.token, placed.body.code],
  ])
  expect((await requestJson(t, '/api/agency/commissions/statement', { headers: agency.headers })).status).toBe(200)
  expect(
    expectApiError(await postJson(t, '/api/agency/payment-links', { item: { productId: (await insertProduct(t.db, { priceCents: 9_900 })).id } }, agency.headers), 403).code,
  ).toBe('payment_link.agency_not_approved')

  expect((await setTerms(true)).status).toBe(200)
  expect((await getLink(open.token)).status).toBe(200)
  expect((await pay(open.token)).status).toBe(201)
})

test('the price is the one frozen on the link, even after the option becomes dearer', async () => {
  const { optionId, link } = await tripLink(2)
  await t.db.update(tripOptions).set({ priceCents: 150_000 }).where(eq(tripOptions.id, optionId))

  const response = await pay(link.token)

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(response.body).toMatchObject({ amountCents: 200_000, item: { unitPriceCents: 100_000 } })
})

test('paid through the sandbox webhook: the order is paid, the link turns paid with its time, and a second guest is told it is paid (410)', async () => {
  const admin = await insertSignedInUser(t.db, UserType.admin)
  const { link } = await tripLink(2)
  const order = (await pay(link.token)).body

  const paid = await payInSandbox(t, admin.headers, order.code)

  expect(paid.status).toBe('paid')
  const row = await linkRow(link.token)
  expect(row).toMatchObject({ status: 'paid', paidAt: expect.any(Date) })
  const [stored] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  expect(row.orderId).toBe(stored!.id)
  expect(stored).toMatchObject({ status: 'paid', agencyId: agency.user.id, sellerCode: agency.user.sellerCode, commissionBasisPoints: 1250 })
  expect(expectApiError(await pay(link.token), 410)).toMatchObject({ status: 'paid', message: paymentLinkMessages.paid })
  expect(expectApiError(await getLink(link.token), 410)).toMatchObject({ status: 'paid' })
  const listed = await requestJson<{ items: PaymentLink[] }>(t, '/api/agency/payment-links?status=paid', { headers: agency.headers })
  expect(listed.body.items[0]).toMatchObject({ status: 'paid', order: { code: order.code, status: 'paid', payerName: 'Maria da Silva', paidAt: expect.any(String) } })
})

test('the rate is a snapshot: changing the agency commission later does not change the order', async () => {
  const { link } = await tripLink(1)
  const order = (await pay(link.token)).body
  await t.db.update(users).set({ commissionBasisPoints: 500 }).where(eq(users.id, agency.user.id))

  const [stored] = await t.db.select().from(orders).where(eq(orders.code, order.code))
  expect(stored!.commissionBasisPoints).toBe(1250)
})

test('a refused card frees the link for the next payer, whose card is approved', async () => {
  const { trip, link } = await tripLink(2)
  const refused = await cardToken('4000000000000002')
  const approved = await cardToken('4111111111111111')

  const first = await pay(link.token, payerAndPix({ method: 'card', cardToken: refused.token, cardBrand: refused.brand }))
  expect(first.body.status).toBe('refused')
  expect((await linkRow(link.token)).orderId).toBeNull()
  expect(await seatsLeft(trip.id)).toBe(20)

  const second = await pay(link.token, payerAndPix({ method: 'card', installments: 2, cardToken: approved.token, cardBrand: approved.brand }))
  expect(second.status, JSON.stringify(second.body)).toBe(201)
  expect(second.body.status).toBe('paid')
  expect(await linkRow(link.token)).toMatchObject({ status: 'paid' })
  expect(await seatsLeft(trip.id)).toBe(18)
})

test('a Pix whose time ran out no longer blocks the link: the next payer expires it and pays', async () => {
  const { trip, link } = await tripLink(2)
  const first = (await pay(link.token)).body
  await t.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(orders.code, first.code))

  const second = await pay(link.token)

  expect(second.status, JSON.stringify(second.body)).toBe(201)
  expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.code, first.code)))[0]!.status).toBe('canceled')
  expect(await seatsLeft(trip.id)).toBe(18)
})

test('a product link and a link whose trip left sale: the product is sold at its price; the trip answers 409 like the checkout', async () => {
  const guide = await insertProduct(t.db, { priceCents: 4_990 })
  const productLink = await createLink(t, agency.headers, { item: { productId: guide.id } })
  const { trip, link } = await tripLink(1)
  await t.db.update(trips).set({ published: false }).where(eq(trips.id, trip.id))

  expect((await pay(productLink.token)).body).toMatchObject({ amountCents: 4_990, item: { kind: 'product', productId: guide.id } })
  expect(expectApiError(await pay(link.token), 409).message).toBe(orderMessages.tripNotFound)
})

/** The mails sent to `to` once there are `count` of them (a paid order's mail leaves after the payment's commit). */
async function mailsOnceThere(to: string, count: number): Promise<Mail[]> {
  await nextMailTo(t.mailDir, to, count - 1)
  return mailsTo(t, to)
}

test('the payer is mailed the order with its page and access token (in the fragment, never the query) when placing it, and the confirmation with the same link when paid', async () => {
  const admin = await insertSignedInUser(t.db, UserType.admin)
  const { trip, link } = await tripLink(2)
  const body = payerAndPix()
  const payer = { ...body.payer, email: 'pagante@example.com' }
  const order = (await pay(link.token, { ...body, payer })).body
  const page = `${defaultPaymentSettings.publicUrl}/external-post-checkout?order=${order.code}#token=${order.accessToken}`

  const [placed] = await mailsOnceThere('pagante@example.com', 1)
  expect(placed!.subject).toBe(`Pedido ${order.code} recebido: aguardando pagamento`)
  expect(placed!.text).toContain('Total: R$ 2.000,00')
  expect(placed!.text).toContain(`${trip.name} — Individual × 2`)
  expect(placed!.text).toContain('Vendido por: Agência Sol')
  expect(placed!.text).toContain(page)

  await payInSandbox(t, admin.headers, order.code)
  const mails = await mailsOnceThere('pagante@example.com', 2)
  expect(mails).toHaveLength(2)
  expect(mails[1]!.subject).toBe(`Pagamento confirmado: pedido ${order.code}`)
  expect(mails[1]!.text).toContain(page)
  for (const mail of mails) expect(mail.text).not.toMatch(/[?&]token=/)
  // The link in the mail opens the order.
  const opened = await requestJson<Order>(t, `/api/external-orders/${order.code}`, {
    headers: { Authorization: `Bearer ${new URLSearchParams(new URL(page).hash.slice(1)).get('token')}` },
  })
  expect(opened.body.status).toBe('paid')
})

// Issue 25, finding 9: each placed link order mails an address its payer typed.
test('one recipient gets at most 5 order mails an hour: a sixth order still goes through, unmailed', async () => {
  const payer = { ...payerAndPix().payer, email: 'Alvo@Example.com' }
  const orders: GuestOrder[] = []
  for (let i = 0; i < guestMailsPerRecipient.limit + 1; i++) {
    const { link } = await tripLink(1)
    const placed = await pay(link.token, { payer: { ...payer, email: i % 2 ? payer.email : payer.email.toLowerCase() }, payment: { method: 'pix' } })
    expect(placed.status).toBe(201)
    orders.push(placed.body)
  }

  const mails = await mailsTo(t, 'alvo@example.com')
  expect(mails).toHaveLength(guestMailsPerRecipient.limit)
  expect(mails.some((mail) => mail.subject.includes(orders.at(-1)!.code))).toBe(false)
})

test('a payer whose browser asks for English gets the order mail in English; a card paid at once gets only the confirmation', async () => {
  const { link } = await tripLink(1)
  const { link: byCard } = await tripLink(1)
  const approved = await cardToken('4111111111111111')
  const body = payerAndPix()
  const english = await postJson<GuestOrder>(
    t,
    `/api/payment-links/${link.token}/orders`,
    { ...body, payer: { ...body.payer, email: 'english@example.com' } },
    { 'Idempotency-Key': newIdempotencyKey(), 'Accept-Language': 'en-US,en;q=0.9' },
  )
  const card = await pay(byCard.token, { payer: { ...body.payer, email: 'card@example.com' }, payment: { method: 'card', cardToken: approved.token, cardBrand: approved.brand } })

  expect((await mailsOnceThere('english@example.com', 1))[0]!.subject).toBe(`Order ${english.body.code} received: waiting for payment`)
  expect(card.body.status).toBe('paid')
  const cardMails = await mailsOnceThere('card@example.com', 1)
  // What is tested is a mail that never comes: give a wrong second mail the time it would take to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect((await mailsTo(t, 'card@example.com')).map((mail) => mail.subject)).toEqual([`Pagamento confirmado: pedido ${card.body.code}`])
  expect(cardMails).toHaveLength(1)
})
