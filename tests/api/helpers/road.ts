import { expect } from 'vitest'
import type { AdminTrip } from '../../../src/domain/admin/trip/trip.ts'
import type { Db } from '../../../src/server/db/client.ts'
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
