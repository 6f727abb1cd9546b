import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { BOLETO_SEAT_HOLD_MS } from '../../src/domain/order-status.ts'
import { UserType } from '../../src/domain/session.ts'
import type { AppDeps } from '../../src/server/app-deps.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let clock: Date
let customer: Record<string, string>
let admin: Record<string, string>
const minutes = (n: number) => n * 60_000
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))

beforeAll(async () => {
  t = await createTestApp({ now: () => clock } satisfies Partial<AppDeps>)
})
beforeEach(async () => {
  await t.reset()
  clock = new Date()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

async function placeOrder(method: 'pix' | 'boleto', people: number) {
  const trip = await insertTrip(t.db, { vacancies: 10, checkIn: '2099-01-10', options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const response = await postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people }, { method }), {
    ...customer,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return { trip, order: response.body }
}

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft
const rowOf = async (code: string) => (await t.db.select().from(orders).where(eq(orders.code, code)))[0]!

test('the sweeper cancels a Pix after 30 minutes and gives its seats back, once', async () => {
  const { trip, order } = await placeOrder('pix', 4)
  expect(await seatsLeft(trip.id)).toBe(6)

  expect(await sweepExpiredOrders(t.orders, advance(minutes(29)))).toBe(0)
  expect(await seatsLeft(trip.id)).toBe(6)
  expect(await sweepExpiredOrders(t.orders, advance(minutes(1)))).toBe(1)
  expect(await sweepExpiredOrders(t.orders, advance(minutes(1)))).toBe(0)

  expect(await rowOf(order.code)).toMatchObject({ status: 'canceled', statusReason: 'expired' })
  expect(await seatsLeft(trip.id)).toBe(10)
  const detail = await requestJson<Order>(t, `/api/me/orders/${order.code}`, { headers: customer })
  expect(detail.body.history.map((change) => `${change.status}:${change.reason}`)).toEqual(['pending:placed', 'canceled:expired'])
  expect(detail.body.group).toBe('canceledPayment')
})

test('an expired Pix is refused when read, before any sweep, and cannot be paid', async () => {
  const { trip, order } = await placeOrder('pix', 2)
  advance(minutes(30) + 1)

  const pix = await requestJson(t, `/api/me/orders/${order.code}/pix`, { headers: customer })
  expect(expectApiError(pix, 410).message).toBe(orderMessages.pixExpired)
  expect(await seatsLeft(trip.id)).toBe(10)
  expect(expectApiError(await postJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, {}, admin), 409).message).toBe(orderMessages.pixExpired)
  expect((await rowOf(order.code)).status).toBe('canceled')
})

test('a boleto order holds its seats for BOLETO_SEAT_HOLD_MS, then is canceled', async () => {
  const { trip, order } = await placeOrder('boleto', 1)
  const expiresAt = new Date(order.expiresAt!)
  expect(order.boleto?.dueDate).toBeDefined()
  expect(expiresAt.getTime() - Date.parse(order.createdAt)).toBe(BOLETO_SEAT_HOLD_MS)

  clock = new Date(expiresAt.getTime() - 1)
  expect(await sweepExpiredOrders(t.orders, clock)).toBe(0)
  clock = expiresAt
  expect(await sweepExpiredOrders(t.orders, clock)).toBe(1)
  expect(await seatsLeft(trip.id)).toBe(10)
})

test('two sweepers at once cancel each order once', async () => {
  const placed = []
  for (let i = 0; i < 5; i++) placed.push(await placeOrder('pix', 1))
  advance(minutes(31))

  const counts = await Promise.all([sweepExpiredOrders(t.orders, clock, 2), sweepExpiredOrders(t.orders, clock, 2)])

  expect(counts[0]! + counts[1]!).toBe(5)
  for (const { trip } of placed) expect(await seatsLeft(trip.id)).toBe(10)
})
