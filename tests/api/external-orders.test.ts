import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { BoletoCharge, EventsTicket, Order, PixCharge } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { followStatusEvents, readStatusEvents } from './helpers/sse.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

type GuestOrder = Order & GuestOrderPlaced

let t: TestApp
let agency: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: agency } = await insertApprovedAgency(t.db, { name: 'Agência Sol' }))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

async function guestOrder(method: 'pix' | 'boleto' = 'pix'): Promise<GuestOrder> {
  const { trip, optionId } = await tripForSale(t.db)
  const link = await createLink(t, agency, { item: { tripId: trip.id, optionId, people: 1 } })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const response = await postJson<GuestOrder>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const read = <T>(path: string, token?: string) => requestJson<T>(t, `/api/external-orders/${path}`, { headers: token === undefined ? {} : bearer(token) })

test('the access token opens the order as /api/me/orders answers it, with the selling agency', async () => {
  const placed = await guestOrder()

  const response = await read<Order>(placed.code, placed.accessToken)

  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const { accessToken: _token, ...order } = placed
  expect(response.body).toEqual({ ...order, updatedAt: expect.any(String) })
  expect(response.body.seller).toEqual({ code: expect.any(String), agencyName: 'Agência Sol' })
  // The code is found in any spelling, as in /api/me/orders.
  expect((await read(placed.code.replace('-', '').toLowerCase(), placed.accessToken)).status).toBe(200)
})

test('a wrong, missing or other order token is a 404, never a 401 or 403; a user order is never a guest one', async () => {
  const a = await guestOrder()
  const b = await guestOrder()
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const own = await placeOrder(t, customer.headers, { tripId: trip.id, optionId, people: 1 })

  expect(expectApiError(await read(a.code, `${a.accessToken.slice(0, -2)}xx`), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read(a.code), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read(b.code, a.accessToken), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read(`${b.code}/pix`, a.accessToken), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read(a.code, customer.headers.Authorization.replace('Bearer ', '')), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read(a.code, 'é'.repeat(43)), 404).message).toBe(orderMessages.orderNotFound)
  expect(expectApiError(await read('not-a-code', a.accessToken), 404).message).toBe(orderMessages.orderNotFound)
  // The guest's token does not open the signed-in routes, nor a user's order the guest routes.
  expect((await requestJson(t, `/api/me/orders/${a.code}`, { headers: bearer(a.accessToken) })).status).toBe(401)
  expect((await requestJson(t, `/api/me/orders/${a.code}`, { headers: customer.headers })).status).toBe(404)
  expect((await read(own.code, a.accessToken)).status).toBe(404)
})

test('Pix and boleto of a guest order, the boleto PDF through its ticket', async () => {
  const pix = await guestOrder('pix')
  const boleto = await guestOrder('boleto')

  const charge = await read<PixCharge>(`${pix.code}/pix`, pix.accessToken)
  expect(charge.status).toBe(200)
  expect(charge.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(expectApiError(await read(`${pix.code}/boleto`, pix.accessToken), 404).message).toBe(orderMessages.notBoleto)

  const slip = await read<BoletoCharge>(`${boleto.code}/boleto`, boleto.accessToken)
  expect(slip.status).toBe(200)
  expect(slip.body.digitableLine).toMatch(/^\d{47}$/)
  expect(slip.body.pdfUrl).toMatch(new RegExp(`^/api/external-orders/${boleto.code}/boleto/pdf\\?ticket=`))
  const pdf = await t.app.request(slip.body.pdfUrl)
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  expect((await t.app.request(`/api/external-orders/${boleto.code}/boleto/pdf`, { headers: bearer(boleto.accessToken) })).status).toBe(200)
  // A guest's ticket opens nothing under /api/me/orders.
  expect((await t.app.request(slip.body.pdfUrl.replace('/api/external-orders/', '/api/me/orders/'))).status).toBe(401)
})

test('the events stream of a guest order: the current status, then paid, with the token or a ticket', async () => {
  const order = await guestOrder()

  const stream = await t.app.request(`/api/external-orders/${order.code}/events`, { headers: bearer(order.accessToken) })
  expect(stream.status).toBe(200)
  expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  const reading = followStatusEvents(stream, (events) => events.some((event) => event.status === 'paid'))
  await reading.started
  await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin)
  expect((await reading.events).map((event) => event.status)).toEqual(['pending', 'paid'])

  const ticket = await postJson<EventsTicket>(t, `/api/external-orders/${order.code}/events/ticket`, {}, bearer(order.accessToken))
  expect(ticket.status).toBe(200)
  expect(ticket.body.url).toBe(`/api/external-orders/${order.code}/events?ticket=${encodeURIComponent(ticket.body.ticket)}`)
  const viaTicket = await t.app.request(ticket.body.url)
  expect(viaTicket.status).toBe(200)
  expect((await readStatusEvents(viaTicket, (events) => events.length > 0)).map((event) => event.status)).toEqual(['paid'])
  expect((await t.app.request(`/api/external-orders/${order.code}/events`)).status).toBe(404)
  expect((await t.app.request(ticket.body.url.replace('/api/external-orders/', '/api/me/orders/'))).status).toBe(401)
  expect((await postJson(t, `/api/external-orders/${order.code}/events/ticket`, {})).status).toBe(404)
})
