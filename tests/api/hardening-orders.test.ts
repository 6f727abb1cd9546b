import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import type { Order } from '../../src/domain/order.ts'
import { BOLETO_SEAT_HOLD_MS, MAX_PENDING_ORDERS_PER_TRIP } from '../../src/domain/order-status.ts'
import type { PublicPaymentLink } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { insertProduct, insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let clock: Date
let customer: Record<string, string>
const hours = (n: number) => n * 3_600_000

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: { linkPendingCaps: { perPayer: 2, perAgency: 3 } } })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date()
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer))
})
afterAll(() => t.close())

async function tripWithOption() {
  const trip = await insertTrip(t.db, { vacancies: 20, checkIn: '2099-01-10', options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id }
}

type Item = Awaited<ReturnType<typeof tripWithOption>>
const place = (item: Item, method: 'pix' | 'boleto' = 'pix', headers = customer) =>
  postJson<Order & ApiErrorBody>(t, '/api/orders', buildOrderBody({ ...item, people: 1 }, { method }), { ...headers, 'Idempotency-Key': newIdempotencyKey() })

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

test(`a third unpaid order of one trip is a 409 asking to pay or wait, and holds nothing; another trip or another account is not counted`, async () => {
  expect(MAX_PENDING_ORDERS_PER_TRIP).toBe(2)
  const item = await tripWithOption()
  expect((await place(item)).status).toBe(201)
  expect((await place(item, 'boleto')).status).toBe(201)

  const third = await place(item)

  expect(third.status).toBe(409)
  expect(third.body.code).toBe('order.too_many_pending')
  expect(third.body.message).toMatch(/pay/i)
  expect(await seatsLeft(item.tripId)).toBe(18)
  expect(await t.db.select().from(orders)).toHaveLength(2)
  expect((await place(await tripWithOption())).status).toBe(201)
  const { headers: someoneElse } = await insertSignedInUser(t.db, UserType.customer)
  expect((await place(item, 'pix', someoneElse)).status).toBe(201)
})

// Issue 25, finding 2: each unpaid product order costs a gateway charge and a mail too.
test('a third unpaid order of one product is a 409 too; another product is not counted', async () => {
  const product = await insertProduct(t.db, { priceCents: 9_900 })
  const buy = (productId: number) =>
    postJson<Order & ApiErrorBody>(t, '/api/orders', buildOrderBody({ productId }, { method: 'pix' }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect((await buy(product.id)).status).toBe(201)
  expect((await buy(product.id)).status).toBe(201)

  const third = await buy(product.id)

  expect(third.status).toBe(409)
  expect(third.body.code).toBe('order.too_many_pending')
  expect((await buy((await insertProduct(t.db, { priceCents: 4_900 })).id)).status).toBe(201)
})

// Issue 25, finding 9: the payer's name goes into the mails to the payer's address.
test("a payer's name with a line break or a web address is a 400 on the field, and no order is made", async () => {
  const item = await tripWithOption()
  const body = buildOrderBody({ ...item, people: 1 }, { method: 'pix' }, { name: 'Maria\nGanhe prêmios em www.golpe.com' })

  const response = await postJson<ApiErrorBody>(t, '/api/orders', body, { ...customer, 'Idempotency-Key': newIdempotencyKey() })

  expect(response.status).toBe(400)
  expect(response.body.fieldCodes).toMatchObject({ 'payer.name': { code: 'field.person_name' } })
  expect(await t.db.select().from(orders)).toHaveLength(0)
})

test('an unpaid order that expired no longer counts: the next order is taken', async () => {
  const item = await tripWithOption()
  await place(item)
  await place(item)
  clock = new Date(clock.getTime() + 31 * 60_000)

  expect((await place(item)).status).toBe(201)
})

test('two parallel third orders are both refused, and of eight parallel first orders two are taken', async () => {
  const item = await tripWithOption()
  await place(item)
  await place(item)

  const thirds = await Promise.all([place(item), place(item)])
  expect(thirds.map((response) => response.status)).toEqual([409, 409])
  expect(await seatsLeft(item.tripId)).toBe(18)

  const other = await tripWithOption()
  const firsts = await Promise.all(Array.from({ length: 8 }, () => place(other)))
  expect(firsts.filter((response) => response.status === 201)).toHaveLength(2)
  expect(firsts.filter((response) => response.body.code === 'order.too_many_pending')).toHaveLength(6)
  expect(await seatsLeft(other.tripId)).toBe(18)
})

// Issue 25, finding 7: a link's checkout needs no account, so its unpaid orders are capped per payer
// email and per agency, for one trip (this file's app: 2 a payer, 3 an agency).
const payLink = (token: string, item: Item, email: string) =>
  postJson<Order & ApiErrorBody>(
    t,
    `/api/payment-links/${token}/orders`,
    { payer: buildOrderBody({ ...item, people: 1 }, {}, { email }).payer, payment: { method: 'pix' } },
    { 'Idempotency-Key': newIdempotencyKey() },
  )
const linkOf = async (agency: Record<string, string>, item: Item) => (await createLink(t, agency, { item: { ...item, people: 1 }, expiresInDays: 7 })).token

test('guests paying payment links of one trip: different payers are taken up to the agency cap, then the agency gets a 409; another agency is not counted', async () => {
  const item = await tripWithOption()
  const { headers: agency } = await insertApprovedAgency(t.db)
  for (const guest of ['ana', 'bia', 'caio']) {
    const token = await linkOf(agency, item)
    expect((await requestJson<PublicPaymentLink>(t, `/api/payment-links/${token}`)).status).toBe(200)
    const paid = await payLink(token, item, `${guest}@example.com`)
    expect(paid.status, JSON.stringify(paid.body)).toBe(201)
  }

  const fourth = await payLink(await linkOf(agency, item), item, 'duda@example.com')

  expect(fourth.status).toBe(409)
  expect(fourth.body).toMatchObject({ code: 'payment_link.agency_too_many_pending', params: { max: 3 } })
  expect(await seatsLeft(item.tripId)).toBe(17)
  const { headers: otherAgency } = await insertApprovedAgency(t.db, { name: 'Agência Lua' })
  expect((await payLink(await linkOf(otherAgency, item), item, 'duda@example.com')).status).toBe(201)
})

test("a payer's third unpaid link order of one trip is a 409, whichever agency's link and however the email is written; another trip is not counted", async () => {
  const item = await tripWithOption()
  const { headers: sol } = await insertApprovedAgency(t.db)
  const { headers: lua } = await insertApprovedAgency(t.db, { name: 'Agência Lua' })
  expect((await payLink(await linkOf(sol, item), item, 'rita@example.com')).status).toBe(201)
  expect((await payLink(await linkOf(lua, item), item, 'rita@example.com')).status).toBe(201)

  const third = await payLink(await linkOf(sol, item), item, 'Rita@Example.com')

  expect(third.status).toBe(409)
  expect(third.body).toMatchObject({ code: 'order.too_many_pending', params: { max: 2 } })
  expect(await seatsLeft(item.tripId)).toBe(18)
  const otherTrip = await tripWithOption()
  expect((await payLink(await linkOf(sol, otherTrip), otherTrip, 'rita@example.com')).status).toBe(201)
})

test(`a boleto holds its seats ${BOLETO_SEAT_HOLD_MS / 3_600_000} hours, then gives them back although the slip's due date is later`, async () => {
  expect(BOLETO_SEAT_HOLD_MS).toBeLessThanOrEqual(hours(72))
  const item = await tripWithOption()
  const order = (await place(item, 'boleto')).body
  expect(new Date(order.expiresAt!).getTime() - new Date(order.createdAt).getTime()).toBe(BOLETO_SEAT_HOLD_MS)
  expect(Date.parse(`${order.boleto!.dueDate}T23:59:59-03:00`)).toBeGreaterThan(Date.parse(order.expiresAt!))

  clock = new Date(clock.getTime() + BOLETO_SEAT_HOLD_MS - 1000)
  expect(await sweepExpiredOrders(t.orders, clock)).toBe(0)
  expect(await seatsLeft(item.tripId)).toBe(19)
  clock = new Date(clock.getTime() + 1000)
  expect(await sweepExpiredOrders(t.orders, clock)).toBe(1)
  expect(await seatsLeft(item.tripId)).toBe(20)
  expect((await t.db.select().from(orders).where(eq(orders.code, order.code)))[0]).toMatchObject({ status: 'canceled', statusReason: 'expired' })
})
