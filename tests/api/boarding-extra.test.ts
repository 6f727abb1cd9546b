import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import type { BoardingPoint } from '../../src/domain/road.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip } from '../../src/domain/trip.ts'
import type { OrderTravellers } from '../../src/domain/traveller.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { roadTripForSale, setBoardingPoints, threeBoardingPoints } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: a boarding point's extra price is paid at checkout; the order's travellers board there and move only to a point of that extra. */

const clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
let road: Awaited<ReturnType<typeof roadTripForSale>>
let points: BoardingPoint[]
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, clock))
  customer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  road = await roadTripForSale(t, admin)
  // Limeira and Piracicaba cost R$ 25 more a person, São Paulo and Campinas nothing.
  const priced = await setBoardingPoints(t, admin, road.trip.id, [
    ...road.boardingPoints.slice(0, 2),
    { ...road.boardingPoints[2], extraCents: 2_500 },
    { city: 'Piracicaba', place: 'Rodoviária', at: '2030-03-12T10:30:00.000Z', extraCents: 2_500 },
  ])
  expect(priced.status, JSON.stringify(priced.body)).toBe(200)
  points = priced.body.boardingPoints
})
afterAll(() => t.close())

const pointAt = (index: number) => () => points[index]!.id
const [saoPaulo, campinas, limeira, piracicaba] = [pointAt(0), pointAt(1), pointAt(2), pointAt(3)]
const item = (people: number, boardingPointId?: number | null) => ({
  tripId: road.trip.id,
  optionId: road.optionId,
  people,
  ...(boardingPointId !== undefined && { boardingPointId }),
})
const checkout = (body: ReturnType<typeof buildOrderBody>) => postJson<Order>(t, '/api/orders', body, { ...customer.headers, 'Idempotency-Key': newIdempotencyKey() })
const boardingOf = (travellers: OrderTravellers) => travellers.travellers.map((traveller) => traveller.boardingPointId)

test('the trip page lists the points with their extra; the checkout charges the chosen point’s extra per person and its travellers board there', async () => {
  const page = await requestJson<Trip>(t, `/api/trips/${road.trip.slug}`)
  expect(page.body.boardingPoints.map(({ city, extraCents }) => [city, extraCents])).toEqual([
    ['São Paulo', 0],
    ['Campinas', 0],
    ['Limeira', 2_500],
    ['Piracicaba', 2_500],
  ])

  const order = await placeOrder(t, customer.headers, item(2, limeira()))
  expect(order).toMatchObject({ amountCents: 205_000 })
  const travellers = await requestJson<OrderTravellers>(t, `/api/me/orders/${order.code}/travellers`, { headers: customer.headers })
  expect(boardingOf(travellers.body)).toEqual([limeira(), limeira()])

  const free = await placeOrder(t, customer.headers, item(1, campinas()))
  expect(free).toMatchObject({ amountCents: 100_000 })
})

test('where a point has an extra the checkout needs one of the trip’s points: 400 on item.boardingPointId', async () => {
  expectApiError(await checkout(buildOrderBody(item(1))), 400, ['item.boardingPointId'])
  expectApiError(await checkout(buildOrderBody(item(1, null))), 400, ['item.boardingPointId'])
  const other = await roadTripForSale(t, admin)
  expectApiError(await checkout(buildOrderBody(item(1, other.boardingPoints[0]!.id))), 400, ['item.boardingPointId'])
  expectApiError(await checkout(buildOrderBody(item(1, 0))), 400, ['item.boardingPointId'])
  // Nothing was sold: the trip still has its seats.
  expect((await requestJson<Trip>(t, `/api/trips/${road.trip.slug}`)).body.seatsLeft).toBe(14)
})

test('a trip whose points have no extra sells without a point, at the option’s price', async () => {
  const plain = await roadTripForSale(t, admin)
  const order = await placeOrder(t, customer.headers, { tripId: plain.trip.id, optionId: plain.optionId, people: 2 })
  expect(order).toMatchObject({ amountCents: 200_000 })
  const travellers = await requestJson<OrderTravellers>(t, `/api/me/orders/${order.code}/travellers`, { headers: customer.headers })
  expect(boardingOf(travellers.body)).toEqual([null, null])
  expect(plain.boardingPoints.map((point) => point.extraCents)).toEqual(threeBoardingPoints.map((point) => point.extraCents))
})

test('a traveller moves only to a point of the extra the order paid (400 boarding_point.extra_differs); keeping the point is always fine', async () => {
  const paidExtra = await placeOrder(t, customer.headers, item(2, limeira()))
  const save = (code: string, travellers: unknown[]) => sendJson<OrderTravellers>(t, 'PUT', `/api/me/orders/${code}/travellers`, { travellers }, customer.headers)

  const cheaper = await save(paidExtra.code, [{ boardingPointId: limeira() }, { boardingPointId: saoPaulo() }])
  expectApiError(cheaper, 400, ['travellers.1.boardingPointId'])
  expect(cheaper.body).toMatchObject({ fieldCodes: { 'travellers.1.boardingPointId': { code: 'boarding_point.extra_differs' } } })
  const same = await save(paidExtra.code, [{ name: 'Ana Souza', boardingPointId: limeira() }, { boardingPointId: piracicaba() }])
  expect(same.status, JSON.stringify(same.body)).toBe(200)
  expect(boardingOf(same.body)).toEqual([limeira(), piracicaba()])

  const paidNothing = await placeOrder(t, customer.headers, item(1, saoPaulo()))
  expectApiError(await save(paidNothing.code, [{ boardingPointId: piracicaba() }]), 400, ['travellers.0.boardingPointId'])
  expect((await save(paidNothing.code, [{ boardingPointId: campinas() }])).status).toBe(200)
})

test('a payment link is priced with its point’s extra, and its guest’s travellers board there', async () => {
  const { headers: agency } = await insertApprovedAgency(t.db, {}, clock)
  expectApiError(await postJson(t, '/api/agency/payment-links', { item: item(2) }, agency), 400, ['item.boardingPointId'])
  const link = await createLink(t, agency, { item: item(2, piracicaba()) })
  expect(link).toMatchObject({ amountCents: 205_000 })

  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const placed = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const travellers = await requestJson<OrderTravellers>(t, `/api/external-orders/${placed.body.code}/travellers`, { headers: bearer(placed.body.accessToken) })
  expect(boardingOf(travellers.body)).toEqual([piracicaba(), piracicaba()])
  const moved = await sendJson(
    t,
    'PUT',
    `/api/external-orders/${placed.body.code}/travellers`,
    { travellers: [{ boardingPointId: campinas() }, {}] },
    bearer(placed.body.accessToken),
  )
  expectApiError(moved, 400, ['travellers.0.boardingPointId'])
})
