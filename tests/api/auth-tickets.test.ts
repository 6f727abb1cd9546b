import { afterAll, beforeAll, expect, test } from 'vitest'
import type { BoletoCharge, EventsTicket, Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { bearer, postMaybeEmpty } from './helpers/auth.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { runningStream } from './helpers/sse.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Issue 15, finding 12: the boleto PDF's and the events stream's tickets (URLs a browser opens
// without our headers) die with the session that asked for them.

let t: TestApp
beforeAll(async () => {
  // Streams re-read their order (and their session) every 200 ms here, not every 5 s.
  t = await createTestApp({ payments: { streamRecheckMs: 200, streamHeartbeatMs: 100 } })
})
afterAll(() => t.close())

async function boletoOrder(headers: Record<string, string>) {
  const trip = await insertTrip(t.db, { vacancies: 20, options: [{ name: 'Quarto duplo', priceCents: 189_000, people: 2 }] })
  const [option] = await t.db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }, { method: 'boleto' }), {
    ...headers,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body.code
}

/** The status of a ticket's URL; an events stream that opened is closed again. */
async function opens(url: string) {
  const response = await t.app.request(url)
  await response.body?.cancel()
  return response.status
}

async function ticketsOf(code: string, headers: Record<string, string>) {
  const boleto = await requestJson<BoletoCharge>(t, `/api/me/orders/${code}/boleto`, { headers })
  const events = await postJson<EventsTicket>(t, `/api/me/orders/${code}/events/ticket`, {}, headers)
  return { pdf: boleto.body.pdfUrl, events: events.body.url }
}

test('after sign-out the tickets issued in that session open nothing; those of another session of the user still work', async () => {
  const { user, headers } = await insertSignedInUser(t.db, UserType.customer)
  const laptop = bearer(await createSession(t.db, user.id, new Date(), 30))
  const code = await boletoOrder(headers)
  const phoneTickets = await ticketsOf(code, headers)
  const laptopTickets = await ticketsOf(code, laptop)
  expect(await opens(phoneTickets.pdf)).toBe(200)
  expect(await opens(phoneTickets.events)).toBe(200)

  expect((await postMaybeEmpty(t, '/api/auth/signout', {}, headers)).status).toBe(204)

  expect(await opens(phoneTickets.pdf)).toBe(401)
  expect(await opens(phoneTickets.events)).toBe(401)
  expect(await opens(laptopTickets.pdf)).toBe(200)
  expect(await opens(laptopTickets.events)).toBe(200)
})

test('a stream opened before sign-out ends with its session, by ticket or by bearer; one of another session stays open', async () => {
  const { user, headers } = await insertSignedInUser(t.db, UserType.customer)
  const laptop = bearer(await createSession(t.db, user.id, new Date(), 30))
  const code = await boletoOrder(headers)
  const open = async (url: string, init?: RequestInit) => {
    const response = await t.app.request(url, init)
    expect(response.status).toBe(200)
    return runningStream(response)
  }
  const byTicket = await open((await ticketsOf(code, headers)).events)
  const byBearer = await open(`/api/me/orders/${code}/events`, { headers })
  const otherSession = await open(`/api/me/orders/${code}/events`, { headers: laptop })

  expect((await postMaybeEmpty(t, '/api/auth/signout', {}, headers)).status).toBe(204)

  const [ticketEnd, bearerEnd, otherEnd] = await Promise.all([byTicket.endOf(3_000), byBearer.endOf(3_000), otherSession.endOf(1_500)])
  expect({ ticketEnd, bearerEnd, otherEnd }).toEqual({ ticketEnd: 'ended', bearerEnd: 'ended', otherEnd: 'open' })
})
