import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import type { SeatMap } from '../../src/domain/road.ts'
import { UserType } from '../../src/domain/session.ts'
import type { OrderTravellers } from '../../src/domain/traveller.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { roadDeparture, roadTripForSale, type RoadDeparture } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: a buyer (or a guest) picks their travellers' seats and boarding points; a seat is held by one live order at a time. */

let clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: RoadDeparture['customer']
let road: RoadDeparture['road']
let d: RoadDeparture
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2030-03-05T12:00:00Z')
  // A van of 15, seat 1 (the guide's) blocked.
  d = await roadDeparture(t, () => clock)
  ;({ admin, customer, road } = d)
})
afterAll(() => t.close())

const van = () => d.vehicle(0)
const point = (index: number) => d.point(index)

const readTravellers = async (code: string) => (await requestJson<OrderTravellers>(t, `/api/me/orders/${code}/travellers`, { headers: customer.headers })).body.travellers
const takenSeats = async () =>
  (await requestJson<SeatMap>(t, `/api/trips/${road.trip.slug}/seats`)).body.vehicles[0]!.seats.filter((seat) => seat.status === 'taken').map((seat) => seat.number)

test('a buyer picks seats for their travellers by index; the answer and the seat map show them, the others keep theirs', async () => {
  const code = await d.paidOrder(3)

  const picked = await d.chooseSeats(code, [
    { traveller: 0, vehicleId: van(), number: 2 },
    { traveller: 2, vehicleId: van(), number: 3 },
  ])
  expect(picked.status, JSON.stringify(picked.body)).toBe(200)
  expect(picked.headers.get('Cache-Control')).toBe('no-store')
  expect(picked.body.travellers.map((traveller) => traveller.seat)).toEqual([{ vehicleId: van(), number: 2 }, null, { vehicleId: van(), number: 3 }])
  expect(await readTravellers(code)).toEqual(picked.body.travellers)
  expect(await takenSeats()).toEqual([2, 3])
  // The answer names the trip's vehicles, so a seat's vehicle reads by name (the voucher, offline too).
  expect(picked.body.vehicles).toEqual([{ id: van(), name: 'Van 1' }])

  // Two travellers swap seats in one request; the third one keeps none.
  const swapped = await d.chooseSeats(code, [
    { traveller: 0, vehicleId: van(), number: 3 },
    { traveller: 2, vehicleId: van(), number: 2 },
  ])
  expect(swapped.status, JSON.stringify(swapped.body)).toBe(200)
  expect(swapped.body.travellers.map((traveller) => traveller.seat?.number ?? null)).toEqual([3, null, 2])
})

test('a seat another order holds is a 409 seat_taken; a blocked, unknown or repeated seat or traveller is a 400 naming it', async () => {
  const mine = await d.paidOrder(2)
  const other = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const theirsOwn = await d.paidOrder(1, other.user.id)
  expect((await d.chooseSeats(theirsOwn, [{ traveller: 0, vehicleId: van(), number: 9 }], other.headers)).status).toBe(200)

  const taken = expectApiError(await d.chooseSeats(mine, [{ traveller: 0, vehicleId: van(), number: 9 }]), 409)
  expect(taken).toMatchObject({ code: 'seat_taken', params: { number: 9 } })

  const codeOf = async (seats: Parameters<typeof d.chooseSeats>[1], field: string) => expectApiError(await d.chooseSeats(mine, seats), 400, [field]).fieldCodes?.[field]?.code
  expect(await codeOf([{ traveller: 0, vehicleId: van(), number: 1 }], 'seats.0')).toBe('seat.blocked')
  expect(await codeOf([{ traveller: 1, vehicleId: van(), number: 16 }], 'seats.0')).toBe('seat.unknown')
  expect(await codeOf([{ traveller: 0, vehicleId: 999_999, number: 4 }], 'seats.0')).toBe('seat.unknown')
  expect(await codeOf([{ traveller: 2, vehicleId: van(), number: 4 }], 'seats.0.traveller')).toBe('traveller.unknown')
  expect(
    await codeOf(
      [
        { traveller: 0, vehicleId: van(), number: 4 },
        { traveller: 1, vehicleId: van(), number: 4 },
      ],
      'seats.0',
    ),
  ).toBe('seat.repeated')
  // Another trip's vehicle is not one of this trip's.
  const elsewhere = await roadTripForSale(t, admin)
  expect(await codeOf([{ traveller: 0, vehicleId: elsewhere.vehicles[0]!.id, number: 4 }], 'seats.0')).toBe('seat.unknown')

  expect((await readTravellers(mine)).map((traveller) => traveller.seat)).toEqual([null, null])
  expect(await takenSeats()).toEqual([9])
})

test('a pending order holds its seats; once its time runs out (read or swept) or it is refunded, they are free again', async () => {
  const pending = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expect((await d.chooseSeats(pending.code, [{ traveller: 0, vehicleId: van(), number: 5 }])).status).toBe(200)
  const other = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  const late = await d.paidOrder(1, other.user.id)
  expect(expectApiError(await d.chooseSeats(late, [{ traveller: 0, vehicleId: van(), number: 5 }], other.headers), 409).code).toBe('seat_taken')

  // The Pix's 30 minutes run out: the seat is freed from it on the way, before the sweeper passes.
  clock = new Date(clock.getTime() + 31 * 60_000)
  expect((await d.chooseSeats(late, [{ traveller: 0, vehicleId: van(), number: 5 }], other.headers)).status).toBe(200)
  expect((await readTravellers(pending.code))[0]!.seat).toBeNull()

  // The sweeper frees the seats of an expired order too.
  const second = await placeOrder(t, customer.headers, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  expect((await d.chooseSeats(second.code, [{ traveller: 0, vehicleId: van(), number: 6 }])).status).toBe(200)
  clock = new Date(clock.getTime() + 31 * 60_000)
  await sweepExpiredOrders(t.orders, clock)
  expect(await takenSeats()).toEqual([5])

  // A paid order refunded gives its seat back.
  const [row] = await t.db.query.orders.findMany({ where: (o, { eq }) => eq(o.code, late) })
  await t.orders.moves.transaction(clock, (_tx, move) => move.refund(row!.id))
  expect(await takenSeats()).toEqual([])
  expect(expectApiError(await d.chooseSeats(late, [{ traveller: 0, vehicleId: van(), number: 5 }], other.headers), 409).code).toBe('travellers.order_closed')
})

test('the travellers’ PUT takes each one’s boarding point and seat: a point is required where the trip has them, unknown ids are 400s, left out keeps them', async () => {
  const code = await d.paidOrder(2)
  const ana = { name: 'Ana Souza', document: { kind: 'cpf', number: '390.533.447-05' }, birthDate: '1985-06-01' }

  const missing = expectApiError(await d.saveTravellers(code, [{ ...ana, boardingPointId: point(0) }, { name: 'Bia' }]), 400, ['travellers.1.boardingPointId'])
  expect(missing.fieldCodes?.['travellers.1.boardingPointId']).toEqual({ code: 'field.required' })
  const unknown = expectApiError(
    await d.saveTravellers(code, [
      { ...ana, boardingPointId: 999_999 },
      { name: 'Bia', boardingPointId: point(1), seat: { vehicleId: van(), number: 99 } },
    ]),
    400,
    ['travellers.0.boardingPointId'],
  )
  expect(unknown.fieldCodes?.['travellers.0.boardingPointId']).toEqual({ code: 'boarding_point.unknown' })

  const saved = await d.saveTravellers(code, [
    { ...ana, boardingPointId: point(2), seat: { vehicleId: van(), number: 14 } },
    { name: 'Bia', boardingPointId: point(1) },
  ])
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  // The answer lists the trip's points in the route's order, for the form to choose from.
  expect(saved.body.boardingPoints).toEqual(road.boardingPoints)
  expect(saved.body.travellers.map(({ name, boardingPointId, seat }) => ({ name, boardingPointId, seat }))).toEqual([
    { name: 'Ana Souza', boardingPointId: point(2), seat: { vehicleId: van(), number: 14 } },
    { name: 'Bia', boardingPointId: point(1), seat: null },
  ])

  // The form of before this issue sends neither: both are kept. A null seat lets it go.
  const kept = await d.saveTravellers(code, [ana, { name: 'Bia Lima' }])
  expect(kept.status, JSON.stringify(kept.body)).toBe(200)
  expect(kept.body.travellers.map(({ boardingPointId, seat }) => ({ boardingPointId, seat }))).toEqual([
    { boardingPointId: point(2), seat: { vehicleId: van(), number: 14 } },
    { boardingPointId: point(1), seat: null },
  ])
  const freed = await d.saveTravellers(code, [{ ...ana, seat: null }, { name: 'Bia Lima' }])
  expect(freed.body.travellers[0]!.seat).toBeNull()
  expect(await takenSeats()).toEqual([])
})

test('a guest picks seats with the order’s access token, as a buyer does; without it the order is not found', async () => {
  const { headers: agency } = await insertApprovedAgency(t.db, {}, clock)
  const link = await createLink(t, agency, { item: { tripId: road.trip.id, optionId: road.optionId, people: 2 } })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const placed = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const path = `/api/external-orders/${placed.body.code}/seats`
  const seats = { seats: [{ traveller: 1, vehicleId: van(), number: 11 }] }

  expectApiError(await sendJson(t, 'PUT', path, seats), 404)
  expectApiError(await sendJson(t, 'PUT', path, seats, customer.headers), 404)
  const picked = await sendJson<OrderTravellers>(t, 'PUT', path, seats, bearer(placed.body.accessToken))
  expect(picked.status, JSON.stringify(picked.body)).toBe(200)
  expect(picked.body.travellers.map((traveller) => traveller.seat)).toEqual([null, { vehicleId: van(), number: 11 }])

  const travellers = await sendJson<OrderTravellers>(
    t,
    'PUT',
    `/api/external-orders/${placed.body.code}/travellers`,
    { travellers: [{ boardingPointId: point(0) }, { boardingPointId: 12_345 }] },
    bearer(placed.body.accessToken),
  )
  expectApiError(travellers, 400, ['travellers.1.boardingPointId'])
})
