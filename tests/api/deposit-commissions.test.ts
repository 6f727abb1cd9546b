import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { CommissionReport, CommissionStatement } from '../../src/domain/commission.ts'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { sweepOverdueBalances } from '../../src/server/jobs/balance-overdue-sweeper.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Issue 27: an agency earns its commission on what its sale collected, in the month it came in or went back.
let clock = new Date('2027-05-20T12:00:00Z')
let t: TestApp
let ids: { admin: number; customer: number; agency: number }
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-20T12:00:00Z')
  const agency = await insertApprovedAgency(t.db, { commissionBasisPoints: 1000, sellerCode: 'SOL2027' }, clock)
  ids = {
    admin: (await insertSignedInUser(t.db, UserType.admin, {}, clock)).user.id,
    customer: (await insertSignedInUser(t.db, UserType.customer, {}, clock)).user.id,
    agency: agency.user.id,
  }
})
afterAll(() => t.close())

/** A session made at the clock's time (the months below outlive one). */
const as = async (userId: number) => ({ Authorization: `Bearer ${await createSession(t.db, userId, clock, 30)}` })
const month = async (yearMonth: string) => {
  const { body } = await requestJson<CommissionReport>(t, `/api/admin/commissions?month=${yearMonth}`, { headers: await as(ids.admin) })
  return { orders: body.totals.orders, salesCents: body.totals.salesCents, commissionCents: body.totals.commissionCents }
}

async function depositSold() {
  const { item } = await depositTrip(t.db)
  const placed = await postJson<Order>(
    t,
    '/api/orders',
    { ...buildOrderBody(item(2)), plan: 'deposit', sellerCode: 'SOL2027' },
    { ...(await as(ids.customer)), 'Idempotency-Key': newIdempotencyKey() },
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(t, await as(ids.admin), placed.body.code)
  return placed.body.code
}

test('a deposit counts in the month it is paid, its balance in its own month, and an overdue cancellation gives back only what was refunded', async () => {
  const paidInFull = await depositSold()
  await depositSold()
  clock = new Date('2027-06-10T12:00:00Z')
  await postJson(t, `/api/me/orders/${paidInFull}/balance`, { payment: { method: 'pix' } }, { ...(await as(ids.customer)), 'Idempotency-Key': newIdempotencyKey() })
  await payInSandbox(t, await as(ids.admin), paidInFull)
  expect((await sweepOverdueBalances(t.orders, new Date('2027-08-15T12:00:00Z')))?.length).toBe(1)
  clock = new Date('2027-08-20T12:00:00Z')

  // May: two deposits of R$ 600; June: one balance of R$ 1.400, no new order.
  expect(await month('2027-05')).toEqual({ orders: 2, salesCents: 120_000, commissionCents: 12_000 })
  expect(await month('2027-06')).toEqual({ orders: 0, salesCents: 140_000, commissionCents: 14_000 })
  // August: the overdue order's R$ 200 owed back (the agency keeps the R$ 400 penalty).
  expect(await month('2027-08')).toEqual({ orders: -1, salesCents: -20_000, commissionCents: -2_000 })
  const statement = await requestJson<CommissionStatement>(t, `/api/admin/commissions/${ids.agency}?month=2027-06`, { headers: await as(ids.admin) })
  expect(statement.body.entries.map((entry) => [entry.code, entry.kind, entry.salesCents])).toEqual([[paidInFull, 'sale', 140_000]])
})
