import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import type { CardToken } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip } from '../../src/domain/trip.ts'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { AdminWaitlistEntry, WaitlistEntry } from '../../src/domain/waitlist.ts'
import { trips, waitlistEntries } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { sweepWaitlist } from '../../src/server/jobs/waitlist-sweeper.ts'
import { eraseAccount } from '../../src/server/users/erase-account.ts'
import { linkOf, mailsTo } from '../support/mail.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const MINUTE = 60_000
let clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2030-03-05T12:00:00Z')
})
afterAll(() => t.close())

const customer = () => insertSignedInUser(t.db, UserType.customer, {}, clock)
const lineOf = (tripId: number, optionId: number) => `/api/trips/${tripId}/options/${optionId}/waitlist`
const join = (headers: Record<string, string>, tripId: number, optionId: number, people: number) => postJson<WaitlistEntry>(t, lineOf(tripId, optionId), { people }, headers)
const mine = async (headers: Record<string, string>) => (await requestJson<WaitlistEntry[]>(t, '/api/me/waitlist', { headers })).body
const seatsLeftOf = async (slug: string) => (await requestJson<Trip>(t, `/api/trips/${slug}`)).body.seatsLeft
const sweep = () => sweepWaitlist(t.orders, clock)

const [APPROVED_CARD, DECLINED_CARD] = ['4111111111111111', '4000000000000002']
/** A sandbox card token, as the checkout's tokenizer makes it. */
async function cardToken(number: string) {
  const response = await postJson<CardToken>(t, '/sandbox-gateway/v1/card-tokens', { number, holderName: 'MARIA DA SILVA', expMonth: 12, expYear: 2040, cvv: '123' })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.token
}

/** A trip of `vacancies` seats sold out to one buyer's pending Pix orders of 1 seat each (their seats come back when they expire). */
async function soldOutTrip(vacancies: number) {
  const { trip, optionId } = await tripForSale(t.db, { vacancies, seatsLeft: vacancies })
  const buyer = await customer()
  const codes: string[] = []
  // Two unpaid orders per trip at most (the pending cap): one order per pair of seats.
  for (let left = vacancies; left > 0; left -= Math.min(2, left)) codes.push((await placeOrder(t, buyer.headers, { tripId: trip.id, optionId, people: Math.min(2, left) })).code)
  return { trip, optionId, codes }
}

test('joining while the trip has seats is a 409: buy them instead', async () => {
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 5, seatsLeft: 1 })
  const maria = await customer()

  const response = await join(maria.headers, trip.id, optionId, 2)

  expect(expectApiError(response, 409).code).toBe('waitlist.seats_available')
})

test('a sold-out option takes a line: positions in order, once per person, left with DELETE', async () => {
  const { trip, optionId } = await soldOutTrip(2)
  const [ana, bia] = [await customer(), await customer()]

  const first = await join(ana.headers, trip.id, optionId, 2)
  expect(first.status, JSON.stringify(first.body)).toBe(201)
  expect(first.body).toEqual({
    tripId: trip.id,
    tripSlug: trip.slug,
    tripName: trip.name,
    optionId,
    optionName: 'Individual',
    people: 2,
    position: 1,
    joinedAt: clock.toISOString(),
    offer: null,
  })
  expect((await join(bia.headers, trip.id, optionId, 1)).body.position).toBe(2)
  expect(((await join(ana.headers, trip.id, optionId, 1)).body as unknown as ApiErrorBody).code).toBe('waitlist.already_in_line')
  expect(await mine(bia.headers)).toEqual([expect.objectContaining({ optionId, people: 1, position: 2 })])

  const left = await t.app.request(lineOf(trip.id, optionId), { method: 'DELETE', headers: ana.headers })
  expect(left.status).toBe(204)
  expect(await mine(ana.headers)).toEqual([])
  expect((await mine(bia.headers))[0]?.position).toBe(1)
  expect(((await sendJson(t, 'DELETE', lineOf(trip.id, optionId), undefined, ana.headers)).body as ApiErrorBody).code).toBe('waitlist.not_in_line')
})

test('an option of another trip, or a trip off sale, has no line', async () => {
  const { trip, optionId } = await soldOutTrip(1)
  const other = await tripForSale(t.db, { vacancies: 1, seatsLeft: 0 })
  const maria = await customer()

  expect(((await join(maria.headers, trip.id, other.optionId, 1)).body as unknown as ApiErrorBody).code).toBe('order.option_not_found')
  await t.db.update(trips).set({ published: false }).where(eq(trips.id, trip.id))
  expect(((await join(maria.headers, trip.id, optionId, 1)).body as unknown as ApiErrorBody).code).toBe('order.trip_not_found')
})

/** A sold-out trip of one seat, whose seat frees up and is offered to Ana, who waited for it. */
async function seatOfferedToAna() {
  const { trip, optionId } = await soldOutTrip(1)
  const ana = await customer()
  await join(ana.headers, trip.id, optionId, 1)
  clock = new Date(clock.getTime() + 31 * MINUTE)
  await sweepExpiredOrders(t.orders, clock)
  await sweep()
  return { trip, optionId, ana }
}

test('freed seats go to the first in line whose people fit, held 30 minutes for them alone; their order takes them', async () => {
  const { trip, optionId } = await soldOutTrip(2)
  const [ana, bia, caio] = [await customer(), await customer(), await customer()]
  await join(ana.headers, trip.id, optionId, 3)
  await join(bia.headers, trip.id, optionId, 2)
  await join(caio.headers, trip.id, optionId, 1)

  // The Pix orders expire after 30 minutes: 2 seats free. Ana wants 3 (does not fit), Bia 2 (fits).
  clock = new Date(clock.getTime() + 31 * MINUTE)
  await sweepExpiredOrders(t.orders, clock)
  const offers = await sweep()

  expect(offers?.map((offer) => offer.userId)).toEqual([bia.user.id])
  expect(await seatsLeftOf(trip.slug)).toBe(0)
  const [offered] = await mine(bia.headers)
  expect(offered).toMatchObject({ position: 0, offer: { expiresAt: new Date(clock.getTime() + 30 * MINUTE).toISOString() } })
  expect((await mine(ana.headers))[0]?.position).toBe(1)
  expect((await mine(caio.headers))[0]?.position).toBe(2)

  // Nobody else can buy the held seats, Caio included.
  const caioTries = await postJson<ApiErrorBody>(t, '/api/orders', buildOrderBody({ tripId: trip.id, optionId, people: 1 }), {
    ...caio.headers,
    'Idempotency-Key': newIdempotencyKey(),
  })
  expect(caioTries.body.code).toBe('order.sold_out')

  const [mail] = await mailsTo(t.mailDir, bia.user.email)
  expect(mail?.subject).toContain(trip.name)
  const link = linkOf(mail!)
  expect(link.pathname).toBe('/user/checkout')
  expect(Object.fromEntries(link.searchParams)).toEqual({ trip: trip.slug, option: String(optionId), people: '2', offer: '1' })

  const order = await placeOrder(t, bia.headers, { tripId: trip.id, optionId, people: 2 })
  expect(order.status).toBe('pending')
  expect(await mine(bia.headers)).toEqual([])
  const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, bia.user.id))
  expect(entry).toMatchObject({ status: 'used' })
  expect(entry?.orderId).not.toBeNull()
  expect(await seatsLeftOf(trip.slug)).toBe(0)
  // A second sweep offers nothing more: nothing is free.
  expect(await sweep()).toEqual([])
})

test('an offer that lapses gives its seats back to the next in line whose people fit; the rest go on sale', async () => {
  const { trip, optionId } = await soldOutTrip(2)
  const [ana, bia] = [await customer(), await customer()]
  await join(ana.headers, trip.id, optionId, 2)
  await join(bia.headers, trip.id, optionId, 1)
  clock = new Date(clock.getTime() + 31 * MINUTE)
  await sweepExpiredOrders(t.orders, clock)
  expect((await sweep())?.map((offer) => offer.userId)).toEqual([ana.user.id])

  clock = new Date(clock.getTime() + 29 * MINUTE)
  expect(await sweep()).toEqual([])
  clock = new Date(clock.getTime() + 1 * MINUTE)
  expect((await sweep())?.map((offer) => offer.userId)).toEqual([bia.user.id])

  expect(await mine(ana.headers)).toEqual([])
  expect(await seatsLeftOf(trip.slug)).toBe(1)
  // Ana's lapsed offer cannot be used any more: her order would be a plain one for the seat on sale.
  const [lapsed] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, ana.user.id))
  expect(lapsed?.status).toBe('lapsed')
})

test('leaving with a live offer gives its seats back; an admin adding vacancies offers them too', async () => {
  const { trip, optionId } = await soldOutTrip(1)
  const [ana, bia] = [await customer(), await customer()]
  await join(ana.headers, trip.id, optionId, 1)
  await join(bia.headers, trip.id, optionId, 2)
  await t.db.update(trips).set({ vacancies: 2, seatsLeft: 1 }).where(eq(trips.id, trip.id))
  expect((await sweep())?.map((offer) => offer.userId)).toEqual([ana.user.id])
  expect(await seatsLeftOf(trip.slug)).toBe(0)

  expect((await t.app.request(lineOf(trip.id, optionId), { method: 'DELETE', headers: ana.headers })).status).toBe(204)
  expect(await seatsLeftOf(trip.slug)).toBe(1)
  await t.db.update(trips).set({ vacancies: 3, seatsLeft: 2 }).where(eq(trips.id, trip.id))
  expect((await sweep())?.map((offer) => offer.userId)).toEqual([bia.user.id])
  expect(await seatsLeftOf(trip.slug)).toBe(0)
})

test('an admin deleting an option with a live offer gives its held seats back, and its line goes', async () => {
  const { trip, optionId } = await tripForSale(t.db, {
    vacancies: 1,
    seatsLeft: 1,
    options: [
      { name: 'Individual', priceCents: 100_000, people: 1 },
      { name: 'Camarote', priceCents: 150_000, people: 1 },
    ],
  })
  const [buyer, ana] = [await customer(), await customer()]
  await placeOrder(t, buyer.headers, { tripId: trip.id, optionId, people: 1 })
  const admin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  const before = (await requestJson<AdminTrip>(t, `/api/admin/trips/${trip.id}`, { headers: admin.headers })).body
  const box = before.options.find((option) => option.name === 'Camarote')!
  await join(ana.headers, trip.id, box.id, 1)
  await t.db.update(trips).set({ vacancies: 2, seatsLeft: 1 }).where(eq(trips.id, trip.id))
  expect((await sweep())?.map((offer) => offer.optionId)).toEqual([box.id])
  expect(await seatsLeftOf(trip.slug)).toBe(0)

  const kept = before.options.filter((option) => option.id !== box.id).map(({ orders: _, ...option }) => option)
  const response = await sendJson<AdminTrip>(t, 'PUT', `/api/admin/trips/${trip.id}`, { ...before, vacancies: 2, options: kept }, admin.headers)

  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(await seatsLeftOf(trip.slug)).toBe(1)
  expect(await mine(ana.headers)).toEqual([])
})

test("the admin sees each option's line: position, who, people, since, the offer's state and its order", async () => {
  const { trip, optionId } = await soldOutTrip(1)
  const admin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  const [ana, bia] = [await customer(), await customer()]
  await join(ana.headers, trip.id, optionId, 1)
  clock = new Date(clock.getTime() + MINUTE)
  await join(bia.headers, trip.id, optionId, 1)
  clock = new Date(clock.getTime() + 30 * MINUTE)
  await sweepExpiredOrders(t.orders, clock)
  await sweep()

  const response = await requestJson<AdminWaitlistEntry[]>(t, `/api/admin/trips/${trip.id}/waitlist`, { headers: admin.headers })

  expect(response.status).toBe(200)
  expect(
    response.body.map(({ name, email, position, status, people, offerExpiresAt, orderCode }) => ({ name, email, position, status, people, offerExpiresAt, orderCode })),
  ).toEqual([
    {
      name: 'Maria da Silva',
      email: ana.user.email,
      position: null,
      status: 'offered',
      people: 1,
      offerExpiresAt: new Date(clock.getTime() + 30 * MINUTE).toISOString(),
      orderCode: null,
    },
    { name: 'Maria da Silva', email: bia.user.email, position: 1, status: 'waiting', people: 1, offerExpiresAt: null, orderCode: null },
  ])
  expect((await requestJson(t, `/api/admin/trips/${trip.id + 999}/waitlist`, { headers: admin.headers })).status).toBe(404)
})

test("an erased account leaves every line, and its live offer's seats go back to the trip", async () => {
  const { trip, optionId } = await soldOutTrip(1)
  const ana = await customer()
  await join(ana.headers, trip.id, optionId, 1)
  await t.db.update(trips).set({ vacancies: 2, seatsLeft: 1 }).where(eq(trips.id, trip.id))
  await sweep()
  expect(await seatsLeftOf(trip.slug)).toBe(0)

  await t.orders.moves.transaction(clock, (tx, move) => eraseAccount(tx, move, ana.user.id, clock))
  t.orders.catalogue.invalidate('trips')

  expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, ana.user.id))).toEqual([])
  expect(await seatsLeftOf(trip.slug)).toBe(1)
})

test('a refused card does not lose the offer: its seats are held again until the offer ends, and a good card buys them', async () => {
  const { trip, optionId, ana } = await seatOfferedToAna()

  const refused = await placeOrder(t, ana.headers, { tripId: trip.id, optionId, people: 1 }, {}, { method: 'card', installments: 1, cardToken: await cardToken(DECLINED_CARD) })
  expect(refused.status).toBe('refused')
  expect(await mine(ana.headers)).toEqual([expect.objectContaining({ offer: { expiresAt: new Date(clock.getTime() + 30 * MINUTE).toISOString() } })])
  expect(await seatsLeftOf(trip.slug)).toBe(0)
  expect(await sweep()).toEqual([])

  const paid = await placeOrder(t, ana.headers, { tripId: trip.id, optionId, people: 1 }, {}, { method: 'card', installments: 1, cardToken: await cardToken(APPROVED_CARD) })
  expect(paid.status).toBe('paid')
  expect(await mine(ana.headers)).toEqual([])
})

test('an order placed through an offer that is canceled while its buyer is back in line ends all the same; the place in line stays', async () => {
  const { trip, optionId, ana } = await seatOfferedToAna()
  const order = await placeOrder(t, ana.headers, { tripId: trip.id, optionId, people: 1 })
  // The offer is used: Ana may wait for one more seat of the same option.
  expect((await join(ana.headers, trip.id, optionId, 1)).status).toBe(201)

  const admin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  const canceled = await postJson<{ status: string }>(t, `/api/admin/orders/${order.code}/cancel`, {}, admin.headers)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body.status).toBe('canceled')
  expect(await mine(ana.headers)).toEqual([expect.objectContaining({ position: 1, offer: null })])
  expect((await sweep())?.map((offer) => offer.userId)).toEqual([ana.user.id])
})
