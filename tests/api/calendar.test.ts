import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CalendarFeed } from '../../src/domain/calendar.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertProduct } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { lastCodeFor, postMaybeEmpty } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { parseIcs, prop } from './helpers/ics.ts'
import { roadTripForSale } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(() => t.close())

async function paidOrder(customer: Record<string, string>, trip: Parameters<typeof tripForSale>[1] = {}) {
  const { trip: made, optionId } = await tripForSale(t.db, trip)
  const order = await placeOrder(t, customer, { tripId: made.id, optionId, people: 2 })
  await payInSandbox(t, admin, order.code)
  return order.code
}

const calendarOf = (code: string, headers: Record<string, string>) => t.app.request(`/api/me/orders/${code}/calendar.ics`, { headers })

async function icsOf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
  return parseIcs(await response.text())
}

const feedOf = async (headers: Record<string, string>) => (await requestJson<CalendarFeed>(t, '/api/me/calendar-feed', { headers })).body.url

/** The feed's URL as the app answers it: the path after PUBLIC_URL. */
const feedPath = (url: string) => new URL(url).pathname

test("a road trip's calendar: the trip across its days, the departure at the boarding place with two reminders, the order's code and link", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const code = await paidOrder(headers, { name: 'Gramado de inverno', checkIn: '2030-07-10', checkOut: '2030-07-13', boardingPlace: 'Terminal Tietê, portão 3' })

  const response = await calendarOf(code, headers)
  const { lines, events } = await icsOf(response)

  expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="roteiro-${code}.ics"`)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(events).toHaveLength(2)
  const [trip, departure] = events
  expect(trip!.props).toMatchObject({ SUMMARY: 'Gramado de inverno', 'DTSTART;VALUE=DATE': '20300710', 'DTEND;VALUE=DATE': '20300714' })
  expect(prop(trip!, 'DESCRIPTION')).toContain(`Pedido ${code}`)
  expect(prop(trip!, 'DESCRIPTION')).toContain(`/user/myAcquired?order=${code}`)
  expect(departure!.props).toMatchObject({ 'DTSTART;VALUE=DATE': '20300710', LOCATION: 'Terminal Tietê\\, portão 3' })
  // The day before at 09:00 and the day itself at 06:00, counted from the all-day event's midnight.
  expect(departure!.triggers).toEqual(['-PT15H', 'PT6H'])
})

test("a bus's departure starts at its travellers' first boarding point, at its time and place, with the points and seats in the description", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const road = await roadTripForSale(t, admin)
  const [, campinas, limeira] = road.boardingPoints
  const van = road.vehicles[0]!.id
  const order = await placeOrder(t, headers, { tripId: road.trip.id, optionId: road.optionId, people: 2 })
  await payInSandbox(t, admin, order.code)
  const saved = await sendJson(
    t,
    'PUT',
    `/api/me/orders/${order.code}/travellers`,
    { travellers: [{ boardingPointId: limeira!.id, seat: { vehicleId: van, number: 7 } }, { boardingPointId: campinas!.id }] },
    headers,
  )
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)

  const [, departure] = (await icsOf(await calendarOf(order.code, headers))).events
  // Campinas leaves at 09:10 UTC (06:10 in São Paulo), before Limeira.
  expect(departure!.props).toMatchObject({ DTSTART: '20300312T091000Z', LOCATION: 'Campinas — Shopping Iguatemi\\, portão 3', SUMMARY: `Embarque: ${road.trip.name}` })
  expect(departure!.triggers).toEqual(['-PT24H', '-PT2H'])
  expect(prop(departure!, 'DESCRIPTION')).toContain(
    'Embarque às 06:10 em Campinas — Shopping Iguatemi\\, portão 3\\nEmbarque às 06:50 em Limeira — Posto Graal\\, km 138 · Poltrona 7 (Van 1)',
  )

  // The feed says the same.
  const feed = await icsOf(await t.app.request(feedPath(await feedOf(headers))))
  expect(feed.events.find((event) => prop(event, 'UID') === prop(departure!, 'UID'))!.props).toMatchObject({ DTSTART: '20300312T091000Z' })
})

test("an air trip's flights are timed events in UTC from São Paulo's local times, reminded a day and two hours before", async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const code = await paidOrder(headers, { transport: 'air', checkIn: '2030-03-12' })

  const { events } = await icsOf(await calendarOf(code, headers))

  expect(events.map((event) => prop(event, 'UID'))).toEqual([`${code}-trip@localhost`, `${code}-departure@localhost`, `${code}-return@localhost`])
  const [, outbound, back] = events
  // The factory's flights: 08:15 → 10:40 on check-in, 19:05 → 21:30 three days later (UTC−3).
  expect(outbound!.props).toMatchObject({ DTSTART: '20300312T111500Z', DTEND: '20300312T134000Z', LOCATION: 'GRU' })
  expect(outbound!.triggers).toEqual(['-PT24H', '-PT2H'])
  expect(back!.props).toMatchObject({ DTSTART: '20300315T220500Z', DTEND: '20300316T003000Z' })
})

test('the UIDs are the same in every download and in the feed, so importing again updates the events', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const code = await paidOrder(headers)
  const uids = async (response: Response) => (await icsOf(response)).events.map((event) => prop(event, 'UID'))

  const first = await uids(await calendarOf(code, headers))

  expect(first).toHaveLength(2)
  expect(await uids(await calendarOf(code, headers))).toEqual(first)
  expect(await uids(await t.app.request(feedPath(await feedOf(headers))))).toEqual(first)
})

test("an order not yet paid is a 409, another buyer's or an unknown one a 404, and no token a 401", async () => {
  const buyer = await insertSignedInUser(t.db, UserType.customer)
  const other = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const pending = await placeOrder(t, buyer.headers, { tripId: trip.id, optionId, people: 1 })
  const paid = await paidOrder(buyer.headers)

  const notPaid = await calendarOf(pending.code, buyer.headers)
  expect(notPaid.status).toBe(409)
  expect(((await notPaid.json()) as { code: string }).code).toBe('order.not_paid')
  expect((await calendarOf(paid, other.headers)).status).toBe(404)
  expect((await calendarOf('ZZZZ-ZZZZ', buyer.headers)).status).toBe(404)
  expect((await calendarOf(paid, {})).status).toBe(401)
})

test('the feed opens without a token and lists only the confirmed trips of its account', async () => {
  const buyer = await insertSignedInUser(t.db, UserType.customer)
  const other = await insertSignedInUser(t.db, UserType.customer)
  const mine = await paidOrder(buyer.headers)
  const { trip, optionId } = await tripForSale(t.db)
  const unpaid = await placeOrder(t, buyer.headers, { tripId: trip.id, optionId, people: 1 })
  const theirs = await paidOrder(other.headers)
  const url = await feedOf(buyer.headers)

  const { events } = await icsOf(await t.app.request(feedPath(url)))

  expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{60,}\.ics$/)
  expect(await feedOf(buyer.headers)).toBe(url)
  const codes = new Set(events.map((event) => prop(event, 'UID')!.split('-').slice(0, 2).join('-')))
  expect([...codes]).toEqual([mine])
  expect([unpaid.code, theirs].some((code) => codes.has(code))).toBe(false)
})

test('a reset feed answers at its new URL only; a forged or changed token opens nothing', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const old = feedPath(await feedOf(headers))
  expect((await icsOf(await t.app.request(old))).events).toEqual([])
  await paidOrder(headers)

  const reset = await postJson<CalendarFeed>(t, '/api/me/calendar-feed/reset', {}, headers)

  expect(reset.status).toBe(200)
  expect(feedPath(reset.body.url)).not.toBe(old)
  expect(await feedOf(headers)).toBe(reset.body.url)
  expect((await icsOf(await t.app.request(feedPath(reset.body.url)))).events).toHaveLength(2)
  const gone = await requestJson(t, old)
  expect(expectApiError(gone, 404)).toMatchObject({ code: 'calendar.feed_not_found' })
  const fresh = feedPath(reset.body.url)
  const forged = fresh.replace(/.(\.ics)$/, (_match, ics: string) => `${fresh.at(-5) === 'A' ? 'B' : 'A'}${ics}`)
  expect((await t.app.request(forged)).status).toBe(404)
  expect((await t.app.request(fresh.replace(/\.ics$/, '.txt'))).status).toBe(404)
})

test("deleting the account kills its feed's URL", async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  await paidOrder(customer.headers)
  const url = feedPath(await feedOf(customer.headers))
  expect((await t.app.request(url)).status).toBe(200)

  await postJson(t, '/api/me/deletion', {}, customer.headers)
  expect((await postMaybeEmpty(t, '/api/me/deletion/confirm', { code: await lastCodeFor(t, customer.user.email) }, customer.headers)).status).toBe(204)

  expect((await t.app.request(url)).status).toBe(404)
})

test('a paid product order has no calendar: 404 order.not_trip', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const product = await insertProduct(t.db, { priceCents: 4_900 })
  const order = await placeOrder(t, headers, { productId: product.id })
  await payInSandbox(t, admin, order.code)

  const response = await calendarOf(order.code, headers)

  expect(response.status).toBe(404)
  expect(((await response.json()) as { code: string }).code).toBe('order.not_trip')
})
