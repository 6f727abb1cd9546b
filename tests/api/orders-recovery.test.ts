import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../src/server/sale/orders/gateway.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * What happens when the gateway has not answered: a gateway we hold in our hand, answering
 * when the test says. Stands for a server that stopped mid-charge, or a slow gateway.
 */
let answer: ((result: ChargeResult) => void) | null = null
const requests: ChargeRequest[] = []
const heldGateway: PaymentGateway = {
  name: 'sandbox',
  boletoInstallments: true,
  createCharge: (request) => {
    requests.push(request)
    return new Promise<ChargeResult>((resolve) => (answer = resolve))
  },
  readWebhook: () => Promise.resolve(null),
  refundCharge: () => Promise.resolve(false),
}

let t: TestApp
let clock = new Date()
beforeAll(async () => {
  t = await createTestApp({ gateway: heldGateway, now: () => clock })
})
afterAll(() => t.close())

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('timed out')
}

test('a card order left without its charge is canceled after 30 minutes, giving its seats back; the late answer changes nothing', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const trip = await insertTrip(t.db, { vacancies: 10, options: [{ name: 'Individual', priceCents: 100_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const placing = postJson<Order>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 3 }, { method: 'card', cardToken: 'tok_x' }), {
    ...headers,
    'Idempotency-Key': newIdempotencyKey(),
  })

  const row = await waitFor(async () => (await t.db.select().from(orders).where(eq(orders.tripId, trip.id)))[0])
  expect(row).toMatchObject({ status: 'pending', chargeId: null })
  expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBe(30 * 60_000)
  expect(await seatsLeft(trip.id)).toBe(7)

  clock = new Date(clock.getTime() + 30 * 60_000)
  expect(await sweepExpiredOrders(t.orders, clock)).toBe(1)
  expect(await seatsLeft(trip.id)).toBe(10)

  answer!({ method: 'card', chargeId: 'late', outcome: 'approved', card: null })
  const response = await placing
  expect(response.body).toMatchObject({ status: 'canceled', statusReason: 'expired' })
  expect(await seatsLeft(trip.id)).toBe(10)
})

test('a replay of an order whose charge never came asks the gateway again, under the same reference', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.customer)
  const trip = await insertTrip(t.db, { vacancies: 10, options: [{ name: 'Individual', priceCents: 100_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  const body = buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }, { method: 'pix' })
  const key = newIdempotencyKey()
  requests.length = 0

  const first = postJson<Order>(t, '/api/orders', body, { ...headers, 'Idempotency-Key': key })
  await waitFor(async () => (requests.length === 1 ? true : undefined))
  const firstAnswer = answer!
  const replay = postJson<Order>(t, '/api/orders', body, { ...headers, 'Idempotency-Key': key })
  await waitFor(async () => (requests.length === 2 ? true : undefined))
  expect(requests[1]!.reference).toBe(requests[0]!.reference)

  const pix: ChargeResult = { method: 'pix', chargeId: 'PIX1', payload: '000201', expiresAt: new Date(clock.getTime() + 1_800_000) }
  answer!(pix)
  firstAnswer(pix)
  const [a, b] = await Promise.all([first, replay])
  expect(a.body.code).toBe(b.body.code)
  expect(b.status).toBe(200)
  expect(await t.db.select().from(orders).where(eq(orders.tripId, trip.id))).toHaveLength(1)
  expect(await seatsLeft(trip.id)).toBe(9)
})
