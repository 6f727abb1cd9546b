import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import type { CardToken, Order, OrderListEntry, PixCharge } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { sandboxCharges } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { followStatusEvents } from './helpers/sse.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let adminId: number
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  const signedInAdmin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  ;({ headers: admin } = signedInAdmin)
  adminId = signedInAdmin.user.id
  customer = (await insertSignedInUser(t.db, UserType.customer, {}, clock)).headers
})
afterAll(() => t.close())

const place = (body: unknown, headers = customer) => postJson<Order>(t, '/api/orders', body, { ...headers, 'Idempotency-Key': newIdempotencyKey() })
const myOrder = async (code: string) => (await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body
const payBalance = (code: string, payment: object, key: string = newIdempotencyKey()) =>
  postJson<Order>(t, `/api/me/orders/${code}/balance`, { payment }, { ...customer, 'Idempotency-Key': key })

async function tokenize(number = '4111 1111 1111 1111') {
  const response = await postJson<CardToken>(t, '/sandbox-gateway/v1/card-tokens', { number, holderName: 'MARIA DA SILVA', expMonth: 12, expYear: 2040, cvv: '123' })
  expect(response.status).toBe(201)
  return response.body
}

/** A deposit order of 2 people (R$ 2.000, deposit R$ 600) placed by Pix and paid. */
async function paidDepositOrder() {
  const { item } = await depositTrip(t.db)
  const order = await place({ ...buildOrderBody(item(2)), plan: 'deposit' })
  await payInSandbox(t, admin, order.body.code)
  return order.body
}

test('a deposit order charges the deposit first; paying it confirms the trip with the balance open', async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place({ ...buildOrderBody(item(2)), plan: 'deposit' })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  // 30 days before 2027-09-10, at the end of the day in São Paulo.
  const balance = { amountCents: 140_000, dueAt: '2027-08-12T02:59:59.999Z' }
  expect(placed.body).toMatchObject({
    status: 'pending',
    plan: 'deposit',
    amountCents: 200_000,
    paidCents: 0,
    installmentValuesCents: [60_000],
    balance: { ...balance, status: 'open', method: null },
  })
  const pix = await requestJson<PixCharge>(t, `/api/me/orders/${placed.body.code}/pix`, { headers: customer })
  expect(pix.body.payload).toContain('5406600.00')

  const paid = await payInSandbox(t, admin, placed.body.code)
  expect(paid).toMatchObject({ status: 'paid', plan: 'deposit', amountCents: 200_000, paidCents: 60_000, balance: { ...balance, status: 'open' } })
  const [listed] = (await requestJson<OrderListEntry[]>(t, '/api/me/orders', { headers: customer })).body
  expect(listed).toMatchObject({ code: placed.body.code, plan: 'deposit', paidCents: 60_000, balance: { ...balance, status: 'open' } })
})

test('a card deposit is split in installments on the deposit, and an order in full has no balance', async () => {
  const { item } = await depositTrip(t.db)
  const card = await tokenize()
  const deposit = await place({ ...buildOrderBody(item(2), { method: 'card', installments: 3, cardToken: card.token }), plan: 'deposit' })
  expect(deposit.body).toMatchObject({ status: 'paid', paidCents: 60_000, installmentValuesCents: [20_000, 20_000, 20_000], balance: { status: 'open' } })

  const full = await place(buildOrderBody(item(1)))
  expect(full.body).toMatchObject({ plan: 'full', amountCents: 100_000, paidCents: 0, balance: null })
  expect((await payInSandbox(t, admin, full.body.code)).paidCents).toBe(100_000)
})

test('a deposit where the trip has no plan, or no longer has one, is a 400 on plan', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  expectApiError(await place({ ...buildOrderBody({ tripId: trip.id, optionId, people: 1 }), plan: 'deposit' }), 400, ['plan'])
  const soon = await depositTrip(t.db, { checkIn: '2027-06-20' })
  expectApiError(await place({ ...buildOrderBody(soon.item(1)), plan: 'deposit' }), 400, ['plan'])
  expectApiError(await place({ ...buildOrderBody(soon.item(1)), plan: 'half' }), 400, ['plan'])
})

test('the balance is paid by Pix: pending with its own Pix code, one waiting payment at a time, then paid in full', async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place({ ...buildOrderBody(item(2)), plan: 'deposit' })
  expectApiError(await payBalance(placed.body.code, { method: 'pix' }), 409)
  await payInSandbox(t, admin, placed.body.code)

  const noKey = await postJson<Order>(t, `/api/me/orders/${placed.body.code}/balance`, { payment: { method: 'pix' } }, customer)
  expectApiError(noKey, 400)
  const key = newIdempotencyKey()
  const asked = await payBalance(placed.body.code, { method: 'pix' }, key)
  expect(asked.status, JSON.stringify(asked.body)).toBe(201)
  expect(asked.body).toMatchObject({ status: 'paid', paidCents: 60_000, balance: { amountCents: 140_000, status: 'pending', method: 'pix' } })
  const pix = await requestJson<PixCharge>(t, `/api/me/orders/${placed.body.code}/pix`, { headers: customer })
  expect(pix.status).toBe(200)
  expect(pix.body.payload).toContain('54071400.00')

  const replay = await payBalance(placed.body.code, { method: 'pix' }, key)
  expect(replay.status).toBe(200)
  expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
  expect(expectApiError(await payBalance(placed.body.code, { method: 'pix' }), 409)).toMatchObject({ code: 'order.balance_pending' })
  expect(expectApiError(await payBalance(placed.body.code, { method: 'boleto' }, key), 422)).toMatchObject({ code: 'order.idempotency_key_reused' })

  const paid = await payInSandbox(t, admin, placed.body.code)
  expect(paid).toMatchObject({ status: 'paid', amountCents: 200_000, paidCents: 200_000, balance: { status: 'paid', method: 'pix' } })
  expect(paid.history.map((change) => [change.status, change.reason])).toEqual([
    ['pending', 'placed'],
    ['paid', 'confirmed'],
    ['paid', 'balance_paid'],
  ])
  expect(expectApiError(await payBalance(placed.body.code, { method: 'pix' }), 409)).toMatchObject({ code: 'order.no_open_balance' })
})

test("the order's events stream tells the balance paid, though the order was paid already", async () => {
  const order = await paidDepositOrder()
  const stream = await t.app.request(`/api/me/orders/${order.code}/events`, { headers: customer })
  const reading = followStatusEvents(stream, (events) => events.some((event) => event.reason === 'balance_paid'))
  await reading.started
  expect((await payBalance(order.code, { method: 'pix' })).status).toBe(201)
  await payInSandbox(t, admin, order.code)

  const events = await reading.events
  expect(events.map(({ status, reason }) => `${status}/${reason}`)).toEqual(['paid/confirmed', 'paid/balance_paid'])
})

test('a balance Pix that ran out gives the balance back to open; a card then pays it at once, in installments of the balance', async () => {
  const placed = await paidDepositOrder()
  await payBalance(placed.code, { method: 'pix' })
  clock = new Date(clock.getTime() + 31 * 60_000)
  expect((await myOrder(placed.code)).balance?.status).toBe('open')
  expect(expectApiError(await requestJson(t, `/api/me/orders/${placed.code}/pix`, { headers: customer }), 410)).toMatchObject({ code: 'order.pix_expired' })

  const card = await tokenize()
  const paid = await payBalance(placed.code, { method: 'card', installments: 2, cardToken: card.token })
  expect(paid.status).toBe(201)
  expect(paid.body).toMatchObject({ paidCents: 200_000, balance: { status: 'paid' } })
})

test("a full order's balance is a 409, and someone else's order a 404", async () => {
  const { item } = await depositTrip(t.db)
  const full = await placeOrder(t, customer, item(1))
  await payInSandbox(t, admin, full.code)
  expect(expectApiError(await payBalance(full.code, { method: 'pix' }), 409)).toMatchObject({ code: 'order.no_open_balance' })
  const other = (await insertSignedInUser(t.db, UserType.customer, {}, clock)).headers
  const theirs = await postJson<Order>(t, `/api/me/orders/${full.code}/balance`, { payment: { method: 'pix' } }, { ...other, 'Idempotency-Key': newIdempotencyKey() })
  expectApiError(theirs, 404)
})

test('a guest pays a deposit through a payment link, then the balance with the order access token', async () => {
  const { trip, optionId } = await depositTrip(t.db)
  const agency = await insertApprovedAgency(t.db, {}, clock)
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 } })
  const placed = await postJson<Order & GuestOrderPlaced>(
    t,
    `/api/payment-links/${link.token}/orders`,
    { ...buildOrderBody({ tripId: trip.id, optionId, people: 1 }), plan: 'deposit' },
    { 'Idempotency-Key': newIdempotencyKey() },
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body).toMatchObject({ plan: 'deposit', amountCents: 100_000, paidCents: 0, installmentValuesCents: [30_000] })
  await payInSandbox(t, admin, placed.body.code)
  const guest = { Authorization: `Bearer ${placed.body.accessToken}` }
  const asked = await postJson<Order>(
    t,
    `/api/external-orders/${placed.body.code}/balance`,
    { payment: { method: 'boleto' } },
    { ...guest, 'Idempotency-Key': newIdempotencyKey() },
  )
  expect(asked.status, JSON.stringify(asked.body)).toBe(201)
  expect(asked.body.balance).toMatchObject({ amountCents: 70_000, status: 'pending' })
  const boleto = await requestJson<{ slips: { amountCents: number }[] }>(t, `/api/external-orders/${placed.body.code}/boleto`, { headers: guest })
  expect(boleto.body.slips.map((slip) => slip.amountCents)).toEqual([70_000])
  expect(await payInSandbox(t, admin, placed.body.code)).toMatchObject({ paidCents: 100_000, balance: { status: 'paid' } })
  const wrong = await postJson(
    t,
    `/api/external-orders/${placed.body.code}/balance`,
    { payment: { method: 'pix' } },
    { Authorization: 'Bearer nope', 'Idempotency-Key': newIdempotencyKey() },
  )
  expectApiError(wrong, 404)
})

test("an admin's refund of a deposit order gives back the deposit and the balance at the gateway, and its money to 0", async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place({ ...buildOrderBody(item(2)), plan: 'deposit' })
  await payInSandbox(t, admin, placed.body.code)
  await payBalance(placed.body.code, { method: 'pix' })
  await payInSandbox(t, admin, placed.body.code)

  const refunded = await postJson<AdminOrder>(t, `/api/admin/orders/${placed.body.code}/refund`, { note: 'desistência' }, admin)
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
  expect(refunded.body).toMatchObject({ status: 'canceled', statusReason: 'refunded', paidCents: 0 })
  // The admin reads the order's money as its ledger: each charge, then each refund, with who and when.
  expect(refunded.body.ledger.map(({ kind, amountCents, purpose, source, by, note }) => ({ kind, amountCents, purpose, source, by: by?.id ?? null, note }))).toEqual([
    { kind: 'charge', amountCents: 60_000, purpose: 'deposit', source: 'gateway', by: null, note: '' },
    { kind: 'charge', amountCents: 140_000, purpose: 'balance', source: 'gateway', by: null, note: '' },
    { kind: 'refund', amountCents: 60_000, purpose: 'deposit', source: 'admin', by: adminId, note: 'desistência' },
    { kind: 'refund', amountCents: 140_000, purpose: 'balance', source: 'admin', by: adminId, note: 'desistência' },
  ])
  const charges = await t.db.select({ status: sandboxCharges.status, amountCents: sandboxCharges.amountCents }).from(sandboxCharges)
  expect(charges.sort((a, b) => a.amountCents - b.amountCents)).toEqual([
    { status: 'refunded', amountCents: 60_000 },
    { status: 'refunded', amountCents: 140_000 },
  ])
  expect((await myOrder(placed.body.code)).paidCents).toBe(0)
})
