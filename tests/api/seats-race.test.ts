import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import { travellerPlaces } from '../../src/server/db/schema/index.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { sendJson } from './helpers/http.ts'
import { createTestInstances, onPostgres } from './helpers/instances.ts'
import { roadTripForSale } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Issue 28: a seat is never sold twice. 50 orders ask for one seat at once; on PostgreSQL through
 * two whole apps (each its own pool, so the requests race on separate connections), on PGlite
 * through one. Exactly one gets it: the unique index over (vehicle, seat) decides, not a read. And
 * two orders trading seats at once never get a 500 for the deadlock PostgreSQL breaks. The same for
 * the admins' moves on the departure board (PUT /api/admin/trips/{id}/seats): two admins, each on
 * an app of their own, seating travellers on one seat or trading two travellers' seats.
 */

const ORDERS = 50
const clock = new Date('2030-03-05T12:00:00Z')
let apps: TestApp[]
let close: () => Promise<void>
beforeAll(async () => {
  if (onPostgres) {
    const cluster = await createTestInstances(2, { now: () => clock })
    apps = cluster.instances
    close = () => cluster.close()
  } else {
    const t = await createTestApp({ now: () => clock })
    apps = [t]
    close = () => t.close()
  }
})
afterAll(() => close())

test(`of ${ORDERS} orders asking for one seat at once, exactly one gets it; the others are told seat_taken`, async () => {
  const [first] = apps as [TestApp]
  const { headers: admin } = await insertSignedInUser(first.db, UserType.admin, {}, clock)
  const customer = await insertSignedInUser(first.db, UserType.customer, {}, clock)
  const { trip, optionId, vehicles } = await roadTripForSale(first, admin, [{ name: 'Ônibus 1', layout: 'bus-46' }])
  const vehicleId = vehicles[0]!.id
  const codes: string[] = []
  for (let i = 0; i < ORDERS; i++)
    codes.push(
      (await insertOrderRow(first.db, { userId: customer.user.id, tripId: trip.id, optionId, status: 'paid', method: 'pix', amountCents: 100_000, createdAt: clock })).code,
    )

  const answers = await Promise.all(
    codes.map((code, index) =>
      sendJson<ApiErrorBody>(apps[index % apps.length]!, 'PUT', `/api/me/orders/${code}/seats`, { seats: [{ traveller: 0, vehicleId, number: 14 }] }, customer.headers),
    ),
  )

  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  const refused = answers.filter((answer) => answer.status !== 200)
  expect(refused.map((answer) => `${answer.status} ${answer.body.code}`)).toEqual(Array.from({ length: ORDERS - 1 }, () => '409 seat_taken'))
  const holders = await first.db
    .select()
    .from(travellerPlaces)
    .where(and(eq(travellerPlaces.vehicleId, vehicleId), eq(travellerPlaces.seatNumber, 14)))
  expect(holders).toHaveLength(1)
})

test('two orders swapping seats at once, round after round: each is told 200 or seat_taken (never a 500), and no seat ends up held twice', async () => {
  const [first] = apps as [TestApp]
  const { headers: admin } = await insertSignedInUser(first.db, UserType.admin, {}, clock)
  const customer = await insertSignedInUser(first.db, UserType.customer, {}, clock)
  const { trip, optionId, vehicles } = await roadTripForSale(first, admin, [{ name: 'Van', layout: 'van-15' }])
  const vehicleId = vehicles[0]!.id
  const order = async () =>
    (await insertOrderRow(first.db, { userId: customer.user.id, tripId: trip.id, optionId, status: 'paid', method: 'pix', amountCents: 100_000, createdAt: clock })).code
  const [b, c] = [await order(), await order()]
  const seat = (code: string, number: number, app = first) =>
    sendJson<ApiErrorBody>(app, 'PUT', `/api/me/orders/${code}/seats`, { seats: [{ traveller: 0, vehicleId, number }] }, customer.headers)
  expect((await seat(b, 6)).status).toBe(200)
  expect((await seat(c, 5)).status).toBe(200)

  for (let round = 0; round < 20; round++) {
    const [toB, toC] = round % 2 === 0 ? [5, 6] : [6, 5]
    const answers = await Promise.all([seat(b, toB, apps[0]), seat(c, toC, apps[apps.length - 1])])
    expect(
      answers.map((answer) => (answer.status === 200 ? 'ok' : `${answer.status} ${answer.body.code}`)).filter((said) => said !== 'ok' && said !== '409 seat_taken'),
      `round ${round}`,
    ).toEqual([])
    const held = await first.db.select().from(travellerPlaces).where(eq(travellerPlaces.vehicleId, vehicleId))
    expect(new Set(held.map((place) => place.seatNumber)).size, `round ${round}`).toBe(held.length)
  }
})

/** A road trip with one vehicle and `count` paid orders of one traveller each, and two admins to move them. */
async function departureWithAdmins(first: TestApp, count: number, layout: string) {
  const admins = [(await insertSignedInUser(first.db, UserType.admin, {}, clock)).headers, (await insertSignedInUser(first.db, UserType.admin, {}, clock)).headers]
  const customer = await insertSignedInUser(first.db, UserType.customer, {}, clock)
  const { trip, optionId, vehicles } = await roadTripForSale(first, admins[0]!, [{ name: 'Ônibus 1', layout }])
  const codes: string[] = []
  for (let i = 0; i < count; i++)
    codes.push(
      (await insertOrderRow(first.db, { userId: customer.user.id, tripId: trip.id, optionId, status: 'paid', method: 'pix', amountCents: 100_000, createdAt: clock })).code,
    )
  const vehicleId = vehicles[0]!.id
  /** The `index`th admin, on the app of the same index, seats the traveller of order `code` on seat `number`. */
  const move = (index: number, code: string, number: number) =>
    sendJson<ApiErrorBody>(apps[index % apps.length]!, 'PUT', `/api/admin/trips/${trip.id}/seats`, { order: code, traveller: 0, vehicleId, number }, admins[index % 2])
  return { codes, vehicleId, move }
}

test(`two admins seating ${ORDERS} travellers on one seat at once: exactly one sits there, the others are told seat_taken`, async () => {
  const [first] = apps as [TestApp]
  const { codes, vehicleId, move } = await departureWithAdmins(first, ORDERS, 'bus-46')

  const answers = await Promise.all(codes.map((code, index) => move(index, code, 14)))

  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  const refused = answers.filter((answer) => answer.status !== 200)
  expect(refused.map((answer) => `${answer.status} ${answer.body.code}`)).toEqual(Array.from({ length: ORDERS - 1 }, () => '409 seat_taken'))
  const held = await first.db.select().from(travellerPlaces).where(eq(travellerPlaces.vehicleId, vehicleId))
  expect(held.map((place) => place.seatNumber)).toEqual([14])
})

test("two admins trading two travellers' seats at once, round after round: each is told 200 or seat_taken (never a 500), and no seat ends up held twice", async () => {
  const [first] = apps as [TestApp]
  const { codes, vehicleId, move } = await departureWithAdmins(first, 2, 'van-15')
  const [b, c] = codes as [string, string]
  expect((await move(0, b, 6)).status).toBe(200)
  expect((await move(0, c, 5)).status).toBe(200)

  for (let round = 0; round < 20; round++) {
    const [toB, toC] = round % 2 === 0 ? [5, 6] : [6, 5]
    const answers = await Promise.all([move(0, b, toB), move(1, c, toC)])
    expect(
      answers.map((answer) => (answer.status === 200 ? 'ok' : `${answer.status} ${answer.body.code}`)).filter((said) => said !== 'ok' && said !== '409 seat_taken'),
      `round ${round}`,
    ).toEqual([])
    const held = await first.db.select().from(travellerPlaces).where(eq(travellerPlaces.vehicleId, vehicleId))
    expect(new Set(held.map((place) => place.seatNumber)).size, `round ${round}`).toBe(held.length)
  }
})
