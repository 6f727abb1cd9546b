import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { CardToken, EventsTicket, Order, PaymentsConfig } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { trips } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { followStatusEvents, readStatusEvents } from './helpers/sse.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let customer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ payments: { streamRecheckMs: 200, streamHeartbeatMs: 100 } })
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

async function tripWithOption() {
  const trip = await insertTrip(t.db, { vacancies: 10, maxInstallments: 10, options: [{ name: 'Individual', priceCents: 150_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { trip, optionId: option!.id }
}

async function tokenize(number: string) {
  const response = await postJson<CardToken>(t, '/sandbox-gateway/v1/card-tokens', { number, holderName: 'MARIA DA SILVA', expMonth: 12, expYear: 2040, cvv: '123' })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const place = (body: unknown) => postJson<Order>(t, '/api/orders', body, { ...customer, 'Idempotency-Key': newIdempotencyKey() })

test('the config tells the browser where to tokenize a card', async () => {
  const config = await requestJson<PaymentsConfig>(t, '/api/payments/config')
  expect(config.body).toEqual({ gateway: 'sandbox', tokenizeUrl: '/sandbox-gateway/v1/card-tokens', publicKey: null, sandboxControl: true, firebase: null })
})

test('the tokenizer answers a token, the brand and the last 4 digits, and refuses a number that fails Luhn', async () => {
  const token = await tokenize('4111 1111 1111 1111')
  expect(token).toMatchObject({ brand: 'visa', last4: '1111' })
  expect(token.token).toMatch(/^tok_/)
  const bad = await postJson(t, '/sandbox-gateway/v1/card-tokens', { number: '4111111111111112', holderName: 'X', expMonth: 1, expYear: 2040, cvv: '123' })
  expect(expectApiError(bad, 400, ['number']).fields!.number).toBe(orderMessages.cardError)
  const expired = await postJson(t, '/sandbox-gateway/v1/card-tokens', { number: '4111111111111111', holderName: 'X', expMonth: 1, expYear: 2001, cvv: '123' })
  expectApiError(expired, 400, ['expYear'])
})

test('an approved card in 3 installments pays the order at once', async () => {
  const { trip, optionId } = await tripWithOption()
  const { token, brand } = await tokenize('5555555555554444')

  const response = await place(buildOrderBody({ tripId: trip.id, optionId, people: 2 }, { method: 'card', installments: 3, cardToken: token, cardBrand: brand }))

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(response.body).toMatchObject({
    status: 'paid',
    statusReason: 'approved',
    group: 'confirmed',
    installments: 3,
    installmentValuesCents: [100_000, 100_000, 100_000],
    card: { brand: 'master', last4: '4444' },
  })
  expect(response.body.history.map((change) => change.status)).toEqual(['pending', 'paid'])
  expect(await seatsLeft(trip.id)).toBe(8)
})

test('a refused card and a failing card refuse the order and give the seats back; a token works once', async () => {
  const { trip, optionId } = await tripWithOption()
  for (const [number, reason] of [
    ['4000000000000002', 'declined'],
    ['4000000000000119', 'processing_error'],
  ] as const) {
    const { token } = await tokenize(number)
    const response = await place(buildOrderBody({ tripId: trip.id, optionId, people: 4 }, { method: 'card', cardToken: token }))
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ status: 'refused', statusReason: reason, group: 'refusedPayment' })
    expect(await seatsLeft(trip.id)).toBe(10)
  }
  const { token } = await tokenize('4111111111111111')
  expect((await place(buildOrderBody({ tripId: trip.id, optionId, people: 1 }, { method: 'card', cardToken: token }))).body.status).toBe('paid')
  const reused = await place(buildOrderBody({ tripId: trip.id, optionId, people: 1 }, { method: 'card', cardToken: token }))
  expect(reused.body).toMatchObject({ status: 'refused', statusReason: 'declined' })
  expect(await seatsLeft(trip.id)).toBe(9)
})

test('the sandbox control pays a Pix through the signed webhook; only admins may use it', async () => {
  const { trip, optionId } = await tripWithOption()
  const order = (await place(buildOrderBody({ tripId: trip.id, optionId, people: 1 }))).body

  expect((await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, customer)).status).toBe(403)
  const paid = await postJson<{ webhookStatus: number; order: Order }>(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin)

  expect(paid.status).toBe(200)
  expect(paid.body.webhookStatus).toBe(200)
  expect(paid.body.order).toMatchObject({ status: 'paid', statusReason: 'confirmed' })
  expect(expectApiError(await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin), 409).message).toBe(orderMessages.notPending)
  expect((await requestJson(t, `/api/me/orders/${order.code}/pix`, { headers: customer })).status).toBe(409)
  expect(await seatsLeft(trip.id)).toBe(9)
})

test('the events stream sends the current status, then the change, with the bearer token or a ticket', async () => {
  const { trip, optionId } = await tripWithOption()
  const order = (await place(buildOrderBody({ tripId: trip.id, optionId, people: 1 }))).body

  const stream = await t.app.request(`/api/me/orders/${order.code}/events`, { headers: customer })
  expect(stream.status).toBe(200)
  expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  const reading = followStatusEvents(stream, (events) => events.some((event) => event.status === 'paid'))
  await reading.started
  await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin)
  const events = await reading.events
  expect(events.map((event) => event.status)).toEqual(['pending', 'paid'])
  expect(events[1]).toMatchObject({ code: order.code, reason: 'confirmed' })

  const ticket = await postJson<EventsTicket>(t, `/api/me/orders/${order.code}/events/ticket`, {}, customer)
  expect(ticket.status).toBe(200)
  expect(ticket.body.url).toBe(`/api/me/orders/${order.code}/events?ticket=${encodeURIComponent(ticket.body.ticket)}`)
  const viaTicket = await t.app.request(ticket.body.url)
  expect(viaTicket.status).toBe(200)
  expect((await readStatusEvents(viaTicket, (events) => events.length > 0)).map((event) => event.status)).toEqual(['paid'])

  expect((await t.app.request(`/api/me/orders/${order.code}/events?ticket=${ticket.body.ticket.slice(0, -2)}xx`)).status).toBe(401)
  const other = await insertSignedInUser(t.db, UserType.customer)
  expect((await t.app.request(`/api/me/orders/${order.code}/events`, { headers: other.headers })).status).toBe(404)
  expect((await t.app.request(`/api/me/orders/${order.code}/events`)).status).toBe(401)
})
