import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminDashboard } from '../../src/domain/admin/dashboard.ts'
import type { AdminOrderSummary } from '../../src/domain/admin/order.ts'
import type { Order } from '../../src/domain/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * The admin's view of the money after the sale (issue 27): the orders list's balance and
 * cancellation columns and filters, and the dashboard's split of collected, due, refunded and
 * credit outstanding, on orders placed, paid and canceled through the real API.
 */

let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, clock)).headers
  customer = (await insertSignedInUser(t.db, UserType.customer, {}, clock)).headers
})
afterAll(() => t.close())

const place = async (body: object) => {
  const placed = await postJson<Order>(t, '/api/orders', body, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body.code
}
const cancel = async (code: string, body: object) => {
  const canceled = await postJson<Order>(t, `/api/me/orders/${code}/cancellation`, body, customer)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  return canceled.body
}
const list = async (query: string) => {
  const page = await requestJson<Page<AdminOrderSummary>>(t, `/api/admin/orders?${query}`, { headers: admin })
  expect(page.status, JSON.stringify(page.body)).toBe(200)
  return page.body.items
}

/**
 * At R$ 1.000 a person (checkIn 2027-09-10, the balance due 2027-08-11 in São Paulo):
 * - a deposit order of 2 (R$ 2.000), its R$ 600 deposit paid by Pix: R$ 1.400 due;
 * - a full order of 1 paid by Pix, canceled within 7 days for a refund: R$ 1.000 refunded (by the gateway);
 * - a full order of 1 paid by boleto, canceled for a refund to a Pix key: R$ 1.000 refunded, owed by hand;
 * - a full order of 3 paid by Pix, canceled for a credit of R$ 3.000, R$ 1.000 of it spent on a new order of 1.
 */
async function sales() {
  const { item } = await depositTrip(t.db)
  const deposit = await place({ ...buildOrderBody(item(2)), plan: 'deposit' })
  await payInSandbox(t, admin, deposit)
  const refunded = await place(buildOrderBody(item(1)))
  await payInSandbox(t, admin, refunded)
  await cancel(refunded, { choice: 'refund' })
  const slip = await place(buildOrderBody(item(1), { method: 'boleto' }))
  await payInSandbox(t, admin, slip)
  await cancel(slip, { choice: 'refund', pixKey: 'maria@example.com' })
  const credited = await place(buildOrderBody(item(3)))
  await payInSandbox(t, admin, credited)
  const credit = (await cancel(credited, { choice: 'credit' })).cancellation!.credit!.code
  const spent = await place(buildOrderBody(item(1), { creditCode: credit }))
  return { deposit, refunded, slip, credited, spent }
}

test("the orders list shows a deposit order's balance and a cancellation's settlement, and filters balances due, cancellations and refunds owed", async () => {
  const orders = await sales()
  const all = await list('pageSize=100')
  const row = (code: string) => all.find((order) => order.code === code)!
  expect(row(orders.deposit)).toMatchObject({
    status: 'paid',
    balance: { amountCents: 140_000, dueAt: '2027-08-12T02:59:59.999Z', status: 'open', method: null },
    cancellation: null,
    refundOwedCents: 0,
  })
  expect(row(orders.refunded)).toMatchObject({
    balance: null,
    cancellation: { reason: 'customer_request', choice: 'refund', refundCents: 100_000, penaltyCents: 0 },
    refundOwedCents: 0,
  })
  expect(row(orders.slip)).toMatchObject({ cancellation: { choice: 'refund', refundCents: 100_000 }, refundOwedCents: 100_000 })
  expect(row(orders.credited)).toMatchObject({ cancellation: { choice: 'credit', refundCents: 0, penaltyCents: 0 }, refundOwedCents: 0 })
  expect(row(orders.spent)).toMatchObject({ status: 'paid', balance: null, cancellation: null })

  expect((await list('balance=due')).map((order) => order.code)).toEqual([orders.deposit])
  expect((await list('cancellation=requested&sort=code')).map((order) => order.code)).toEqual([orders.refunded, orders.slip, orders.credited].sort())
  expect((await list('cancellation=refund_owed')).map((order) => order.code)).toEqual([orders.slip])
  expectApiError(await requestJson(t, '/api/admin/orders?balance=overdue', { headers: admin }), 400, ['balance'])

  // Its balance paid, the order is no longer due; its refund sent, the slip's order owes nothing.
  const balance = await postJson<Order>(t, `/api/me/orders/${orders.deposit}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(balance.status, JSON.stringify(balance.body)).toBe(201)
  expect((await list('balance=due')).map((order) => order.balance?.status)).toEqual(['pending'])
  await payInSandbox(t, admin, orders.deposit)
  expect(await list('balance=due')).toEqual([])
  const [owed] = (await requestJson<{ id: number }[]>(t, '/api/admin/orders/refunds-owed', { headers: admin })).body
  expect((await postJson(t, `/api/admin/orders/${orders.slip}/refunds/${owed!.id}/sent`, {}, admin)).status).toBe(200)
  expect(await list('cancellation=refund_owed')).toEqual([])
})

test('the dashboard splits the sales into collected and refunded this month, balances due, refunds owed and credit outstanding', async () => {
  const orders = await sales()
  const money = async () => (await requestJson<AdminDashboard>(t, '/api/admin/dashboard', { headers: admin })).body.money
  // Charges: 600 + 1.000 + 1.000 + 3.000 (the credit-paid order charged nothing); refunds 1.000 + 1.000.
  expect(await money()).toEqual({ collectedCents: 560_000, dueCents: 140_000, refundedCents: 200_000, refundOwedCents: 100_000, creditOutstandingCents: 200_000 })

  // Next month: this month's charges and refunds are last month's; the balance paid is collected and no longer due.
  clock = new Date('2027-06-01T03:00:00Z')
  const balance = await postJson<Order>(t, `/api/me/orders/${orders.deposit}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(balance.status, JSON.stringify(balance.body)).toBe(201)
  await payInSandbox(t, admin, orders.deposit)
  expect(await money()).toEqual({ collectedCents: 140_000, dueCents: 0, refundedCents: 0, refundOwedCents: 100_000, creditOutstandingCents: 200_000 })

  // An expired credit is no longer outstanding.
  clock = new Date('2028-06-01T12:00:00Z')
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, clock)).headers
  expect((await money()).creditOutstandingCents).toBe(0)
})
