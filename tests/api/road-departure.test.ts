import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { SeatMap } from '../../src/domain/road.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip } from '../../src/domain/trip.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, requestJson, sendJson } from './helpers/http.ts'
import { roadTripForSale, setBoardingPoints, setVehicles, threeBoardingPoints } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: an admin sets a road trip's boarding points and vehicles; the trip's page and its seat map show them. */

const clock = new Date('2030-03-05T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, clock))
  customer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
})
afterAll(() => t.close())

const adminTrip = async (id: number) => (await requestJson<AdminTrip>(t, `/api/admin/trips/${id}`, { headers: admin })).body
const publicTrip = (slug: string) => requestJson<Trip>(t, `/api/trips/${slug}`)
const seatMap = (slug: string) => requestJson<SeatMap>(t, `/api/trips/${slug}/seats`)

/** A paid order of the customer whose first traveller sits on `number` of `vehicleId` (through the buyer's own route). */
async function seatTaken(tripId: number, optionId: number, vehicleId: number, number: number, boardingPointId: number) {
  const order = await insertOrderRow(t.db, { userId: customer.user.id, tripId, optionId, status: 'paid', method: 'pix', amountCents: 100_000, createdAt: clock })
  const saved = await sendJson(t, 'PUT', `/api/me/orders/${order.code}/travellers`, { travellers: [{ boardingPointId, seat: { vehicleId, number } }] }, customer.headers)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return order
}

test('boarding points are kept in the route’s order and shown on the trip’s page with their times and extra price', async () => {
  const { trip } = await tripForSale(t.db)
  expect((await publicTrip(trip.slug)).body).toMatchObject({ boardingPoints: [], hasSeatMap: false })

  const saved = await setBoardingPoints(t, admin, trip.id, threeBoardingPoints)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body.boardingPoints.map(({ id: _, ...point }) => point)).toEqual(threeBoardingPoints)

  const page = await publicTrip(trip.slug)
  expect(page.body.boardingPoints).toEqual(saved.body.boardingPoints)

  // Reordered, one renamed, one removed, one added: ids kept where given.
  const [sp, campinas] = saved.body.boardingPoints
  const again = await setBoardingPoints(t, admin, trip.id, [
    { ...campinas, place: 'Rodoviária de Campinas' },
    sp,
    { city: 'Americana', place: 'Praça Comendador', at: '2030-03-12T09:30:00Z' },
  ])
  expect(again.status, JSON.stringify(again.body)).toBe(200)
  expect(again.body.boardingPoints).toEqual([
    { ...campinas, place: 'Rodoviária de Campinas' },
    sp,
    { id: expect.any(Number), city: 'Americana', place: 'Praça Comendador', at: '2030-03-12T09:30:00.000Z', extraCents: 0 },
  ])
})

test('bad boarding points or vehicles are a 400 naming the fields; nothing is saved', async () => {
  const { trip } = await tripForSale(t.db)

  const points = await setBoardingPoints(t, admin, trip.id, [
    { city: '', place: 'Tietê', at: 'amanhã cedo', extraCents: -5 },
    { id: 999_999, city: 'Campinas', place: 'Iguatemi', at: '2030-03-12T09:10:00Z' },
  ])
  expectApiError(points, 400, ['boardingPoints.0.city', 'boardingPoints.0.at', 'boardingPoints.0.extraCents'])
  expectApiError(await setBoardingPoints(t, admin, trip.id, [{ id: 999_999, city: 'Campinas', place: 'Iguatemi', at: '2030-03-12T09:10:00Z' }]), 400, ['boardingPoints.0.id'])

  const vehicles = await setVehicles(t, admin, trip.id, [
    { name: 'Ônibus 1', layout: 'trem-bala' },
    { name: 'Van', layout: 'van-15', blockedSeats: [16] },
  ])
  const body = expectApiError(vehicles, 400, ['vehicles.0.layout', 'vehicles.1.blockedSeats'])
  expect(body.fieldCodes?.['vehicles.1.blockedSeats']).toEqual({ code: 'seat.unknown' })
  expect(await adminTrip(trip.id)).toMatchObject({ boardingPoints: [], vehicles: [], vacancies: 20 })
})

test('a trip with vehicles sells exactly their seats for sale: its vacancies and seats left follow them', async () => {
  const { trip } = await tripForSale(t.db, { vacancies: 20, seatsLeft: 17 })

  const saved = await setVehicles(t, admin, trip.id, [
    { name: 'Ônibus 1', layout: 'bus-46', blockedSeats: [1, 2] },
    { name: 'Ônibus 2', layout: 'double-deck-60' },
  ])
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body).toMatchObject({ vacancies: 44 + 60, seatsLeft: 44 + 60 - 3 })
  expect(saved.body.vehicles).toEqual([
    { id: expect.any(Number), name: 'Ônibus 1', layout: 'bus-46', blockedSeats: [1, 2], manifestLockedAt: null, seatsTaken: 0 },
    { id: expect.any(Number), name: 'Ônibus 2', layout: 'double-deck-60', blockedSeats: [], manifestLockedAt: null, seatsTaken: 0 },
  ])
  expect((await publicTrip(trip.slug)).body).toMatchObject({ vacancies: 104, seatsLeft: 101, hasSeatMap: true })

  // The trip's form may not set other vacancies while it has vehicles.
  const { id: _id, slug: _slug, seatsLeft: _left, orders: _orders, updatedAt: _at, boardingPoints: _points, vehicles: _vehicles, ...form } = saved.body
  const changed = await sendJson(t, 'PUT', `/api/admin/trips/${trip.id}`, { ...form, vacancies: 120 }, admin)
  expect(expectApiError(changed, 400, ['vacancies']).fieldCodes?.vacancies).toEqual({ code: 'trip.vacancies_follow_vehicles', params: { seats: 104 } })
  expect((await sendJson(t, 'PUT', `/api/admin/trips/${trip.id}`, form, admin)).status).toBe(200)

  // Fewer seats than the 3 places orders hold: refused.
  const tooFew = await setVehicles(t, admin, trip.id, [{ name: 'Van', layout: 'van-15', blockedSeats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] }])
  expect(expectApiError(tooFew, 400, ['vehicles']).fieldCodes?.vehicles).toEqual({ code: 'trip.seats_taken', params: { held: 3 } })
})

test('the seat map shows each vehicle drawn by its layout, its blocked seats and the seats travellers hold, and nobody’s data', async () => {
  const { trip, optionId, boardingPoints, vehicles } = await roadTripForSale(t, admin, [
    { name: 'Van 1', layout: 'van-15', blockedSeats: [1] },
    { name: 'Micro', layout: 'micro-bus-28' },
  ])
  await seatTaken(trip.id, optionId, vehicles[0]!.id, 7, boardingPoints[0]!.id)

  const map = await seatMap(trip.slug)
  expect(map.status).toBe(200)
  expect(map.headers.get('Cache-Control')).toBe('no-store')
  const [van, micro] = map.body.vehicles
  expect(van).toMatchObject({ id: vehicles[0]!.id, name: 'Van 1', layout: 'van-15' })
  expect(van!.seats).toHaveLength(15)
  expect(micro!.seats).toHaveLength(28)
  expect(van!.seats.filter((seat) => seat.status !== 'free').map(({ number, status }) => ({ number, status }))).toEqual([
    { number: 1, status: 'blocked' },
    { number: 7, status: 'taken' },
  ])
  expect(van!.seats[0]).toEqual({ number: 1, deck: 1, row: 1, column: 1, window: true, status: 'blocked' })
  expect(new Set(map.body.vehicles.flatMap((vehicle) => vehicle.seats.map((seat) => Object.keys(seat).sort().join()))).size).toBe(1)
  expect(Object.keys(van!.seats[6]!).sort()).toEqual(['column', 'deck', 'number', 'row', 'status', 'window'])
  expect(Object.keys(van!).sort()).toEqual(['id', 'layout', 'name', 'seats'])

  expect((await adminTrip(trip.id)).vehicles.map((vehicle) => vehicle.seatsTaken)).toEqual([1, 0])
  expectApiError(await seatMap('nao-existe'), 404)
})

test('a vehicle, a layout or a blocked seat that would take away a seat a traveller holds is refused, and a boarding point they board at', async () => {
  const { trip, optionId, boardingPoints, vehicles } = await roadTripForSale(t, admin)
  const van = vehicles[0]!
  await seatTaken(trip.id, optionId, van.id, 15, boardingPoints[2]!.id)

  expect(expectApiError(await setVehicles(t, admin, trip.id, []), 409).code).toBe('trip.vehicle_in_use')
  expect(expectApiError(await setVehicles(t, admin, trip.id, [{ ...van, blockedSeats: [1, 15] }]), 409).code).toBe('trip.vehicle_in_use')
  expect((await setVehicles(t, admin, trip.id, [{ ...van, name: 'Van da guia', layout: 'micro-bus-28' }])).status).toBe(200)
  expect(expectApiError(await setVehicles(t, admin, trip.id, [{ ...van, layout: 'van-15', blockedSeats: [15] }]), 409).code).toBe('trip.vehicle_in_use')

  const points = await setBoardingPoints(t, admin, trip.id, boardingPoints.slice(0, 2))
  expect(expectApiError(points, 409).code).toBe('trip.boarding_point_in_use')
  expect((await setBoardingPoints(t, admin, trip.id, boardingPoints.slice(1))).status).toBe(200)
})

test('a duplicate copies the boarding points and the vehicles, every seat free', async () => {
  const { trip, optionId, boardingPoints, vehicles } = await roadTripForSale(t, admin)
  await seatTaken(trip.id, optionId, vehicles[0]!.id, 2, boardingPoints[0]!.id)

  const copy = await requestJson<AdminTrip>(t, `/api/admin/trips/${trip.id}/duplicate`, { method: 'POST', headers: admin })
  expect(copy.status, JSON.stringify(copy.body)).toBe(201)
  expect(copy.body.boardingPoints.map(({ id: _, ...point }) => point)).toEqual(threeBoardingPoints)
  expect(copy.body.vehicles).toEqual([{ id: expect.any(Number), name: 'Van 1', layout: 'van-15', blockedSeats: [1], manifestLockedAt: null, seatsTaken: 0 }])
  expect(copy.body).toMatchObject({ vacancies: 14, seatsLeft: 14 })
})
