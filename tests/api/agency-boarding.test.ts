import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AgencyPassengers, PassengerManifest } from '../../src/domain/passenger-manifest.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { roadTripForSale } from './helpers/road.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/* Issue 28: an agency sees where the travellers of its own sales board and sit, and nobody else's. */

let t: TestApp
let admin: Record<string, string>
let road: Awaited<ReturnType<typeof roadTripForSale>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
  road = await roadTripForSale(t, admin)
})
afterAll(() => t.close())

const van = () => road.vehicles[0]!.id

/** A paid guest order through the agency's link, its travellers boarding at `point` in `seats`. */
async function agencySale(agency: Record<string, string>, point: number, seats: number[]) {
  const link = await createLink(t, agency, { item: { tripId: road.trip.id, optionId: road.optionId, people: seats.length } })
  const { payer } = buildOrderBody({ productId: 1 }, {}, { email: 'guest@example.com' })
  const placed = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(t, admin, placed.body.code)
  const travellers = seats.map((number) => ({ boardingPointId: road.boardingPoints[point]!.id, seat: { vehicleId: van(), number } }))
  const saved = await sendJson(t, 'PUT', `/api/external-orders/${placed.body.code}/travellers`, { travellers }, bearer(placed.body.accessToken))
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return placed.body.code
}

test('an agency’s passengers carry each traveller’s boarding point and seat, for its own sales only; the admin’s list has them all', async () => {
  const { headers: agency } = await insertApprovedAgency(t.db)
  const { headers: rival } = await insertApprovedAgency(t.db)
  const mine = await agencySale(agency, 1, [5, 6])
  const theirs = await agencySale(rival, 0, [9])
  const { headers: customer } = await insertSignedInUser(t.db, UserType.customer)
  const direct = await placeOrder(t, customer, { tripId: road.trip.id, optionId: road.optionId, people: 1 })
  await payInSandbox(t, admin, direct.code)

  const own = await requestJson<AgencyPassengers>(t, '/api/agency/passengers', { headers: agency })
  expect(own.status).toBe(200)
  const rows = own.body.trips.flatMap((trip) => trip.passengers)
  expect(rows.map((row) => row.orderCode)).toEqual([mine, mine])
  const campinas = road.boardingPoints[1]!
  expect(rows.map(({ boardingPoint, busSeat }) => ({ boardingPoint, busSeat }))).toEqual([
    { boardingPoint: { city: campinas.city, place: campinas.place, at: campinas.at }, busSeat: { vehicleName: 'Van 1', number: 5 } },
    { boardingPoint: { city: campinas.city, place: campinas.place, at: campinas.at }, busSeat: { vehicleName: 'Van 1', number: 6 } },
  ])

  const all = await requestJson<PassengerManifest>(t, `/api/admin/trips/${road.trip.id}/passengers`, { headers: admin })
  const byCode = (code: string) => all.body.passengers.filter((row) => row.orderCode === code)
  expect(byCode(theirs).map((row) => row.busSeat)).toEqual([{ vehicleName: 'Van 1', number: 9 }])
  expect(byCode(direct.code).map(({ boardingPoint, busSeat }) => ({ boardingPoint, busSeat }))).toEqual([{ boardingPoint: null, busSeat: null }])

  // Neither a customer nor an admin reads an agency's list.
  expectApiError(await requestJson(t, '/api/agency/passengers', { headers: customer }), 403)
  expectApiError(await requestJson(t, '/api/agency/passengers', { headers: admin }), 403)
})
