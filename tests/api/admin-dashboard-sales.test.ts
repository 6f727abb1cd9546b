import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DashboardSales } from '../../src/domain/admin/dashboard-sales.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertTrip } from '../factories/index.ts'
import { insertOrderRow, type OrderMove } from '../factories/order-rows.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Friday 20 November 2026, 12:00 in São Paulo: the chart runs from 23 August to 20 November.
const NOW = new Date('2026-11-20T15:00:00Z')

let t: TestApp
let admin: Record<string, string>
let bonito: { tripId: number; optionId: number }
let jalapao: { tripId: number; optionId: number }

async function tripWithOption(name: string) {
  const trip = await insertTrip(t.db, { name, checkIn: '2027-03-01' })
  const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW })
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, NOW)).headers
  const { user } = await insertSignedInUser(t.db, UserType.customer, {}, NOW)
  bonito = await tripWithOption('Bonito')
  jalapao = await tripWithOption('Jalapão')
  const order = (
    trip: typeof bonito,
    status: 'pending' | 'paid' | 'refused' | 'canceled',
    amountCents: number,
    createdAt: string,
    moves?: { status: OrderMove['status']; reason: string; at: string }[],
  ) =>
    insertOrderRow(
      t.db,
      { userId: user.id, tripId: trip.tripId, optionId: trip.optionId, status, method: 'pix', amountCents, createdAt: new Date(createdAt) },
      moves?.map((move) => ({ ...move, at: new Date(move.at) })),
    )

  await order(bonito, 'paid', 20_000, '2026-11-20T12:00:00Z')
  // 23:30 on the 19th in São Paulo.
  await order(bonito, 'paid', 30_000, '2026-11-20T02:30:00Z')
  await order(jalapao, 'paid', 50_000, '2026-11-19T12:00:00Z')
  // Placed on the 1st, paid on the 4th: the day of the payment counts.
  await order(jalapao, 'paid', 40_000, '2026-11-01T12:00:00Z', [{ status: 'paid', reason: 'confirmed', at: '2026-11-04T15:00:00Z' }])
  // The first day's first half hour is in; the half hour before it is not.
  await order(bonito, 'paid', 11_000, '2026-08-23T03:30:00Z')
  await order(bonito, 'paid', 99_000, '2026-08-23T02:30:00Z')
  // Neither waiting, refused, expired nor refunded orders are sales.
  await order(bonito, 'pending', 70_000, '2026-11-19T13:00:00Z')
  await order(bonito, 'refused', 70_000, '2026-11-19T13:00:00Z')
  await order(jalapao, 'canceled', 70_000, '2026-11-19T13:00:00Z')
  await order(jalapao, 'canceled', 70_000, '2026-11-18T12:00:00Z', [
    { status: 'paid', reason: 'confirmed', at: '2026-11-18T12:00:00Z' },
    { status: 'canceled', reason: 'refunded', at: '2026-11-19T12:00:00Z' },
  ])
})
afterAll(() => t.close())

const sales = (query = '') => requestJson<DashboardSales>(t, `/api/admin/dashboard/sales${query}`, { headers: admin })
const dayOf = (body: DashboardSales, date: string) => body.days.find((day) => day.date === date)

test('every trip: the orders paid each São Paulo day of the last 90 that are still paid, a day without sales as zeros', async () => {
  const { status, body } = await sales()
  expect(status).toBe(200)
  expect(body).toMatchObject({ from: '2026-08-23', to: '2026-11-20', tripId: null })
  expect(body.days).toHaveLength(90)
  expect(body.days[0]).toEqual({ date: '2026-08-23', orders: 1, revenueCents: 11_000 })
  expect(body.days.at(-1)).toEqual({ date: '2026-11-20', orders: 1, revenueCents: 20_000 })
  expect(dayOf(body, '2026-11-19')).toEqual({ date: '2026-11-19', orders: 2, revenueCents: 80_000 })
  expect(dayOf(body, '2026-11-18')).toEqual({ date: '2026-11-18', orders: 0, revenueCents: 0 })
  expect(dayOf(body, '2026-11-04')).toEqual({ date: '2026-11-04', orders: 1, revenueCents: 40_000 })
  expect(dayOf(body, '2026-11-01')).toEqual({ date: '2026-11-01', orders: 0, revenueCents: 0 })
  expect(body.days.filter((day) => day.orders === 0)).toHaveLength(86)
  // One entry per day, in order, none skipped.
  expect(new Set(body.days.map((day) => day.date)).size).toBe(90)
  expect(body.days.map((day) => day.date)).toEqual([...body.days.map((day) => day.date)].sort())
  expect(body.totals).toEqual({ orders: 5, revenueCents: 151_000 })
  expect(body.trips).toEqual([
    { id: bonito.tripId, name: 'Bonito' },
    { id: jalapao.tripId, name: 'Jalapão' },
  ])
})

test('one trip: only its sales, and the filter still offers every trip', async () => {
  const { status, body } = await sales(`?tripId=${jalapao.tripId}`)
  expect(status).toBe(200)
  expect(body.tripId).toBe(jalapao.tripId)
  expect(body.days.filter((day) => day.orders > 0)).toEqual([
    { date: '2026-11-04', orders: 1, revenueCents: 40_000 },
    { date: '2026-11-19', orders: 1, revenueCents: 50_000 },
  ])
  expect(body.totals).toEqual({ orders: 2, revenueCents: 90_000 })
  expect(body.trips.map((trip) => trip.name)).toEqual(['Bonito', 'Jalapão'])
})

test('a trip without sales answers zeros and joins the filter; an unknown trip is a 404, a bad id a 400', async () => {
  const quiet = await tripWithOption('Aparados')
  const { body } = await sales(`?tripId=${quiet.tripId}`)
  expect(body.totals).toEqual({ orders: 0, revenueCents: 0 })
  expect(body.days.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true)
  expect(body.trips.map((trip) => trip.name)).toEqual(['Aparados', 'Bonito', 'Jalapão'])

  expect((await sales('?tripId=999999')).status).toBe(404)
  expectApiError(await sales('?tripId=abc'), 400, ['tripId'])
})
