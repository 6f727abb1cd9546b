import { expect } from 'vitest'
import type { AdminTrip } from '../../../src/domain/admin/trip/trip.ts'
import type { SeatsUpdate } from '../../../src/domain/road.ts'
import { UserType } from '../../../src/domain/session.ts'
import type { OrderTravellers } from '../../../src/domain/traveller.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { insertOrderRow } from '../../factories/order-rows.ts'
import { insertSignedInUser } from '../../factories/users.ts'
import { tripForSale } from './admin-orders.ts'
import { sendJson } from './http.ts'
import type { TestApp } from './test-app.ts'

/** Three boarding points of a trip leaving on 2030-03-12 (the factory's default), without an extra price (which the checkout would then ask a point for). */
export const threeBoardingPoints = [
  { city: 'São Paulo', place: 'Terminal Tietê, plataforma 12', at: '2030-03-12T08:00:00.000Z', extraCents: 0 },
  { city: 'Campinas', place: 'Shopping Iguatemi, portão 3', at: '2030-03-12T09:10:00.000Z', extraCents: 0 },
  { city: 'Limeira', place: 'Posto Graal, km 138', at: '2030-03-12T09:50:00.000Z', extraCents: 0 },
]

export const setBoardingPoints = (t: Pick<TestApp, 'app'>, admin: Record<string, string>, tripId: number, boardingPoints: unknown[]) =>
  sendJson<AdminTrip>(t, 'PUT', `/api/admin/trips/${tripId}/boarding-points`, { boardingPoints }, admin)

export const setVehicles = (t: Pick<TestApp, 'app'>, admin: Record<string, string>, tripId: number, vehicles: unknown[]) =>
  sendJson<AdminTrip>(t, 'PUT', `/api/admin/trips/${tripId}/vehicles`, { vehicles }, admin)

/**
 * A road trip on sale (one option a person) set up through the admin API: the boarding points
 * above and the vehicles given (by default a van of 15 with seat 1, the guide's, blocked).
 */
export async function roadTripForSale(
  t: Pick<TestApp, 'app'> & { db: Db },
  admin: Record<string, string>,
  vehicles: unknown[] = [{ name: 'Van 1', layout: 'van-15', blockedSeats: [1] }],
) {
  const { trip, optionId } = await tripForSale(t.db)
  const points = await setBoardingPoints(t, admin, trip.id, threeBoardingPoints)
  expect(points.status, JSON.stringify(points.body)).toBe(200)
  const saved = await setVehicles(t, admin, trip.id, vehicles)
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { trip, optionId, boardingPoints: saved.body.boardingPoints, vehicles: saved.body.vehicles }
}

/** Two vans of 15, seat 1 of each (the guide's) blocked. */
export const twoVans = [
  { name: 'Van Azul', layout: 'van-15', blockedSeats: [1] },
  { name: 'Van Verde', layout: 'van-15', blockedSeats: [1] },
]

/** Two complete travellers: an adult with a CPF and a minor (on the factory's departure) with a passport. */
export const anaSouza = { name: 'Ana Souza', document: { kind: 'cpf', number: '52998224725' }, birthDate: '1990-05-31' }
export const brunoLima = { name: 'Bruno Lima', document: { kind: 'passport', number: 'FX123456' }, birthDate: '2015-01-20' }

/**
 * A road test's departure, made afresh for each test: an admin, a customer and a road trip on sale
 * (`roadTripForSale`), with the customer's ways onto it: a paid order inserted as it stands after
 * payment, and the travellers' and seats' PUTs (another buyer's with its `headers`).
 */
export async function roadDeparture(t: TestApp, now: () => Date, vehicles?: unknown[]) {
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, now())
  const customer = await insertSignedInUser(t.db, UserType.customer, {}, now())
  const road = await roadTripForSale(t, admin, vehicles)
  return {
    admin,
    customer,
    road,
    vehicle: (index: number) => road.vehicles[index]!.id,
    point: (index: number) => road.boardingPoints[index]!.id,
    paidOrder: async (people: number, userId = customer.user.id) =>
      (
        await insertOrderRow(t.db, {
          userId,
          tripId: road.trip.id,
          optionId: road.optionId,
          people,
          status: 'paid',
          method: 'pix',
          amountCents: 100_000 * people,
          createdAt: now(),
        })
      ).code,
    saveTravellers: (code: string, travellers: unknown[], headers = customer.headers) =>
      sendJson<OrderTravellers>(t, 'PUT', `/api/me/orders/${code}/travellers`, { travellers }, headers),
    chooseSeats: (code: string, seats: SeatsUpdate['seats'], headers = customer.headers) => sendJson<OrderTravellers>(t, 'PUT', `/api/me/orders/${code}/seats`, { seats }, headers),
  }
}
export type RoadDeparture = Awaited<ReturnType<typeof roadDeparture>>
