import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../src/domain/order.ts'
import { paymentLinkMessages } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { trips } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * A sold-out trip refuses its latecomers from the checkout's first read, before any lock
 * (userChannel in orders/service.ts, issue 26), but only where the placement would: what it
 * answers before the seats (a replay, the pending cap, an unknown seller code) still comes first.
 */
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

const place = (body: unknown, key = newIdempotencyKey()) => postJson<Order>(t, '/api/orders', body, { ...headers, 'Idempotency-Key': key })

async function tripWithSeats(seats: number) {
  const trip = await insertTrip(t.db, { vacancies: Math.max(seats, 1), seatsLeft: seats, options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id }
}

test('a sold-out trip answers 409 order.sold_out', async () => {
  const item = await tripWithSeats(1)
  expect((await place(buildOrderBody({ ...item, people: 1 }))).status).toBe(201)

  expect(expectApiError(await place(buildOrderBody({ ...item, people: 1 })), 409).code).toBe('order.sold_out')
})

test('the request that took the last seat, sent again with its key, answers its order once the trip is sold out', async () => {
  const item = await tripWithSeats(1)
  const body = buildOrderBody({ ...item, people: 1 })
  const key = newIdempotencyKey()
  const first = await place(body, key)
  expect(first.status).toBe(201)

  const replay = await place(body, key)

  expect(replay.status).toBe(200)
  expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
  expect(replay.body.code).toBe(first.body.code)
})

test('a request sent again with its key answers its order after the trip left the sale, and another body under the key is still a 422', async () => {
  const item = await tripWithSeats(5)
  const body = buildOrderBody({ ...item, people: 1 })
  const key = newIdempotencyKey()
  const first = await place(body, key)
  expect(first.status).toBe(201)
  await t.db.update(trips).set({ published: false }).where(eq(trips.id, item.tripId))

  const replay = await place(body, key)
  expect(replay.status).toBe(200)
  expect(replay.body.code).toBe(first.body.code)
  expect(expectApiError(await place(buildOrderBody({ ...item, people: 2 }), key), 422).code).toBe('order.idempotency_key_reused')
  expect(expectApiError(await place(body), 404).code).toBe('order.trip_not_found')
})

test('an account at its pending cap hears of the cap, not of the seats, on a trip its orders sold out', async () => {
  const item = await tripWithSeats(2)
  for (let i = 0; i < 2; i++) expect((await place(buildOrderBody({ ...item, people: 1 }))).status).toBe(201)

  const third = await place(buildOrderBody({ ...item, people: 1 }))

  expect(expectApiError(third, 409)).toMatchObject({ code: 'order.too_many_pending', params: { max: 2 } })
})

test('an unknown seller code on a sold-out trip is a field error, as on a trip with seats', async () => {
  const item = await tripWithSeats(0)

  const response = await place({ ...buildOrderBody({ ...item, people: 1 }), sellerCode: 'NOPE1234' })

  expect(expectApiError(response, 400, ['sellerCode']).fields!.sellerCode).toBe(paymentLinkMessages.unknownSellerCode)
})
