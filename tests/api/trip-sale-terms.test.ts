import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import { UserType } from '../../src/domain/session.ts'
import type { Trip } from '../../src/domain/trip.ts'
import { buildAdminTripBody } from '../factories/admin-trips.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2031-01-10T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2031-01-10T12:00:00Z')
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, clock)).headers
})
afterAll(() => t.close())

const create = (body: unknown) => postJson<AdminTrip>(t, '/api/admin/trips', body, admin)
const publicTrip = async (slug: string) => (await requestJson<Trip>(t, `/api/trips/${slug}`)).body

test('a trip saved with a deposit plan and its own policy shows them to the admin and, dated, on the trip page', async () => {
  const tiers = [
    { daysBefore: 0, penaltyPercent: 50 },
    { daysBefore: 45, penaltyPercent: 5 },
  ]
  const saved = await create(
    buildAdminTripBody({ checkIn: '2031-07-10', paymentPlan: { depositPercent: 30, balanceDueDays: 40 }, cancellationPolicy: { tiers, creditMonths: null } }),
  )
  expect(saved.status, JSON.stringify(saved.body)).toBe(201)
  expect(saved.body.paymentPlan).toEqual({ depositPercent: 30, balanceDueDays: 40 })
  // Stored most days first.
  expect(saved.body.cancellationPolicy).toEqual({ tiers: [tiers[1], tiers[0]], creditMonths: null })

  const trip = await publicTrip(saved.body.slug)
  // 40 days before 2031-07-10 is 2031-05-31; due at its end in São Paulo (UTC−3).
  expect(trip.paymentPlan).toEqual({ depositPercent: 30, balanceDueAt: '2031-06-01T02:59:59.999Z' })
  expect(trip.cancellationPolicy).toEqual({ tiers: [tiers[1], tiers[0]], creditMonths: null })
})

test('a trip saved without terms has no plan and the default policy, with credit for 12 months', async () => {
  const saved = await create(buildAdminTripBody())
  expect(saved.body.paymentPlan).toBeNull()
  const trip = await publicTrip(saved.body.slug)
  expect(trip.paymentPlan).toBeNull()
  expect(trip.cancellationPolicy).toEqual({
    tiers: [
      { daysBefore: 31, penaltyPercent: 10 },
      { daysBefore: 21, penaltyPercent: 20 },
      { daysBefore: 0, penaltyPercent: 30 },
    ],
    creditMonths: 12,
  })
})

test('the plan is no longer offered once the trip leaves sooner than its balance days (the default 30)', async () => {
  const saved = await create(buildAdminTripBody({ checkIn: '2031-07-10', paymentPlan: { depositPercent: 20 } }))
  expect(saved.body.paymentPlan).toEqual({ depositPercent: 20, balanceDueDays: 30 })
  expect((await publicTrip(saved.body.slug)).paymentPlan).toEqual({ depositPercent: 20, balanceDueAt: '2031-06-11T02:59:59.999Z' })
  clock = new Date('2031-06-11T03:00:00Z')
  // The kept answer ends at the due moment: the next read says no plan.
  expect((await publicTrip(saved.body.slug)).paymentPlan).toBeNull()
})

test('an admin can change the terms and turn the deposit off', async () => {
  const saved = await create(buildAdminTripBody({ paymentPlan: { depositPercent: 50, balanceDueDays: 20 } }))
  const { orders: _orders, updatedAt: _at, seatsLeft: _seats, id, slug: _slug, ...rest } = saved.body
  const input = {
    ...rest,
    options: rest.options.map(({ orders: _count, ...option }) => option),
    paymentPlan: null,
    cancellationPolicy: { tiers: [{ daysBefore: 0, penaltyPercent: 100 }] },
  }
  const updated = await sendJson<AdminTrip>(t, 'PUT', `/api/admin/trips/${id}`, input, admin)
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  expect(updated.body.paymentPlan).toBeNull()
  expect(updated.body.cancellationPolicy).toEqual({ tiers: [{ daysBefore: 0, penaltyPercent: 100 }], creditMonths: 12 })
})

test.each([
  ['a deposit under 10%', { paymentPlan: { depositPercent: 5 } }, ['paymentPlan.depositPercent']],
  ['a deposit over 90%', { paymentPlan: { depositPercent: 95, balanceDueDays: 30 } }, ['paymentPlan.depositPercent']],
  ['a balance due 0 days before', { paymentPlan: { depositPercent: 30, balanceDueDays: 0 } }, ['paymentPlan.balanceDueDays']],
  ['tiers without a 0-day tier', { cancellationPolicy: { tiers: [{ daysBefore: 10, penaltyPercent: 20 }] } }, ['cancellationPolicy.tiers']],
  [
    'a later tier costing less',
    {
      cancellationPolicy: {
        tiers: [
          { daysBefore: 30, penaltyPercent: 40 },
          { daysBefore: 0, penaltyPercent: 10 },
        ],
      },
    },
    ['cancellationPolicy.tiers'],
  ],
  ['a penalty over 100%', { cancellationPolicy: { tiers: [{ daysBefore: 0, penaltyPercent: 120 }] } }, ['cancellationPolicy.tiers.0.penaltyPercent']],
  ['credit for 0 months', { cancellationPolicy: { tiers: [{ daysBefore: 0, penaltyPercent: 20 }], creditMonths: 0 } }, ['cancellationPolicy.creditMonths']],
])('%s is a 400 on its field', async (_name, overrides, fields) => {
  expectApiError(await create(buildAdminTripBody(overrides as never)), 400, fields)
})
