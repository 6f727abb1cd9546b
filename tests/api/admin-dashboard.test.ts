import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AdminDashboard } from '../../src/domain/admin/dashboard.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertTrip } from '../factories/index.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { orderTravellers } from '../../src/server/db/schema/index.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Friday 20 November 2026, 12:00 in São Paulo.
const NOW = new Date('2026-11-20T15:00:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW })
})
afterAll(() => t.close())

async function tripWithOption(overrides: Parameters<typeof insertTrip>[1]) {
  const trip = await insertTrip(t.db, overrides)
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id, name: trip.name }
}

test('today and this month by status and method, the trips filling up and the pending payments, in São Paulo time', async () => {
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, NOW)
  const { user } = await insertSignedInUser(t.db, UserType.customer, {}, NOW)
  const soon = await tripWithOption({ name: 'Bonito', checkIn: '2026-12-01', vacancies: 20, seatsLeft: 5 })
  const later = await tripWithOption({ name: 'Jalapão', checkIn: '2027-01-10', vacancies: 40, seatsLeft: 30 })
  await tripWithOption({ name: 'Rascunho', checkIn: '2027-02-01', vacancies: 10, seatsLeft: 0, published: false })
  await tripWithOption({ name: 'Já partiu', checkIn: '2026-11-01', vacancies: 10, seatsLeft: 0 })
  const order = (trip: typeof soon, status: 'pending' | 'paid' | 'refused' | 'canceled', method: 'card' | 'boleto' | 'pix', amountCents: number, createdAt: string, people = 1) =>
    insertOrderRow(t.db, { userId: user.id, tripId: trip.tripId, optionId: trip.optionId, status, method, amountCents, createdAt: new Date(createdAt), people })

  await order(soon, 'paid', 'pix', 20_000, '2026-11-20T12:00:00Z', 2)
  await order(later, 'paid', 'card', 50_000, '2026-11-20T13:00:00Z')
  const pendingToday = await order(later, 'pending', 'boleto', 30_000, '2026-11-20T14:00:00Z')
  await order(soon, 'canceled', 'pix', 5_000, '2026-11-20T14:30:00Z')
  // 23:59 on the 19th in São Paulo: this month, not today.
  await order(later, 'refused', 'card', 70_000, '2026-11-20T02:59:00Z')
  // 00:30 on the 1st in São Paulo: this month; 23:30 on 31 October: last month.
  await order(soon, 'paid', 'card', 100_000, '2026-11-01T03:30:00Z', 3)
  await order(later, 'paid', 'pix', 999_900, '2026-11-01T02:30:00Z', 2)
  const oldestPending = await order(later, 'pending', 'pix', 12_300, '2026-10-15T12:00:00Z')

  const response = await requestJson<AdminDashboard>(t, '/api/admin/dashboard', { headers: admin })
  expect(response.status).toBe(200)
  const { today, month, fillingUp, pending } = response.body

  expect(today).toEqual({
    from: '2026-11-20',
    orders: 4,
    revenueCents: 70_000,
    byStatus: [
      { status: 'pending', count: 1, amountCents: 30_000 },
      { status: 'paid', count: 2, amountCents: 70_000 },
      { status: 'refused', count: 0, amountCents: 0 },
      { status: 'canceled', count: 1, amountCents: 5_000 },
    ],
    byMethod: [
      { method: 'card', count: 1, paidCount: 1, revenueCents: 50_000 },
      { method: 'boleto', count: 1, paidCount: 0, revenueCents: 0 },
      { method: 'pix', count: 2, paidCount: 1, revenueCents: 20_000 },
    ],
  })
  expect(month).toMatchObject({ from: '2026-11-01', orders: 6, revenueCents: 170_000 })
  expect(month.byStatus).toContainEqual({ status: 'refused', count: 1, amountCents: 70_000 })
  expect(month.byMethod).toContainEqual({ method: 'card', count: 3, paidCount: 2, revenueCents: 150_000 })

  expect(fillingUp).toEqual([
    { id: soon.tripId, name: 'Bonito', checkIn: '2026-12-01', vacancies: 20, seatsTaken: 15, seatsPaid: 5 },
    { id: later.tripId, name: 'Jalapão', checkIn: '2027-01-10', vacancies: 40, seatsTaken: 10, seatsPaid: 3 },
  ])
  expect(pending).toEqual({
    count: 2,
    amountCents: 42_300,
    oldest: [oldestPending, pendingToday].map((row) => ({
      code: row.code,
      createdAt: row.createdAt.toISOString(),
      expiresAt: null,
      amountCents: row.amountCents,
      method: row.method,
      payerName: 'Maria da Silva',
    })),
  })
})

test('with no orders every figure is zero', async () => {
  await t.reset()
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, NOW)
  const { body } = await requestJson<AdminDashboard>(t, '/api/admin/dashboard', { headers: admin })
  expect(body.today).toMatchObject({ orders: 0, revenueCents: 0 })
  expect(body.month.byStatus.every((cell) => cell.count === 0 && cell.amountCents === 0)).toBe(true)
  expect(body.pending).toEqual({ count: 0, amountCents: 0, oldest: [] })
  expect(body.fillingUp).toEqual([])
  expect(body.departures).toEqual([])
})

test('the departures of the next 14 days: seats sold and the paid orders whose travellers are not complete', async () => {
  await t.reset()
  const { headers: admin } = await insertSignedInUser(t.db, UserType.admin, {}, NOW)
  const { user } = await insertSignedInUser(t.db, UserType.customer, {}, NOW)
  const today = await tripWithOption({ name: 'Serra Gaúcha', checkIn: '2026-11-20', vacancies: 30 })
  const lastDay = await tripWithOption({ name: 'Bonito', checkIn: '2026-12-03', vacancies: 20 })
  await tripWithOption({ name: 'Depois', checkIn: '2026-12-04' })
  await tripWithOption({ name: 'Ontem', checkIn: '2026-11-19' })
  await tripWithOption({ name: 'Rascunho', checkIn: '2026-11-25', published: false })
  const soldDraft = await tripWithOption({ name: 'Fretado', checkIn: '2026-11-25', published: false, vacancies: 10 })
  const paid = (trip: typeof today, people: number) =>
    insertOrderRow(t.db, { userId: user.id, tripId: trip.tripId, optionId: trip.optionId, status: 'paid', method: 'pix', amountCents: 10_000 * people, createdAt: NOW, people })

  const complete = { name: 'Ana Souza', documentKind: 'cpf' as const, documentNumber: '52998224725', birthDate: '1990-01-01', updatedAt: NOW }
  const allGiven = await paid(today, 2)
  const oneShort = await paid(today, 3)
  const noneGiven = await paid(lastDay, 2)
  await paid(soldDraft, 1)
  await t.db.insert(orderTravellers).values([
    { orderId: allGiven.id, position: 0, ...complete },
    { orderId: allGiven.id, position: 1, ...complete, name: 'Bia Souza' },
    { orderId: oneShort.id, position: 0, ...complete },
    { orderId: oneShort.id, position: 1, ...complete, birthDate: null },
    { orderId: oneShort.id, position: 2, ...complete },
  ])
  // Waiting for payment: not sold, not on the manifest.
  await insertOrderRow(t.db, { userId: user.id, tripId: lastDay.tripId, optionId: lastDay.optionId, status: 'pending', method: 'pix', amountCents: 10_000, createdAt: NOW })

  const { body } = await requestJson<AdminDashboard>(t, '/api/admin/dashboard', { headers: admin })
  expect(body.departures).toEqual([
    {
      id: today.tripId,
      name: 'Serra Gaúcha',
      checkIn: '2026-11-20',
      vacancies: 30,
      seatsSold: 5,
      travellersMissing: 1,
      incompleteOrders: [{ code: oneShort.code, payerName: 'Maria da Silva', people: 3, missing: 1 }],
    },
    {
      id: soldDraft.tripId,
      name: 'Fretado',
      checkIn: '2026-11-25',
      vacancies: 10,
      seatsSold: 1,
      travellersMissing: 1,
      incompleteOrders: [expect.objectContaining({ missing: 1 })],
    },
    {
      id: lastDay.tripId,
      name: 'Bonito',
      checkIn: '2026-12-03',
      vacancies: 20,
      seatsSold: 2,
      travellersMissing: 2,
      incompleteOrders: [{ code: noneGiven.code, payerName: 'Maria da Silva', people: 2, missing: 2 }],
    },
  ])
})
