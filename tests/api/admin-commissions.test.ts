import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CommissionReport } from '../../src/domain/admin-agency.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripItemAt } from './helpers/admin-orders.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(() => t.close())

// Sessions made mid-March last 30 days: long enough for every moment below.
const sessionsMadeAt = new Date('2027-03-10T12:00:00Z')
let admin: Record<string, string>
let alfa: Awaited<ReturnType<typeof insertSignedInUser>>
let brava: Awaited<ReturnType<typeof insertSignedInUser>>

/** Places (and pays, unless `pending`) an order of `cents` for the buyer, with the clock at `placedAt` and then at `paidAt`. */
async function sale(buyer: Record<string, string>, cents: number, placedAt: string, paidAt: string | 'pending' = placedAt) {
  clock = new Date(placedAt)
  const order = await placeOrder(t, buyer, (await tripItemAt(t.db, cents))())
  if (paidAt === 'pending') return
  clock = new Date(paidAt)
  const paid = await requestJson(t, `/api/payments/sandbox/orders/${order.code}/pay`, { method: 'POST', headers: admin })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
}

// Read-only once made: every test reads the same sales.
beforeAll(async () => {
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, sessionsMadeAt)).headers
  alfa = await insertSignedInUser(t.db, UserType.agency, { firstName: 'Agência Alfa', lastName: '', commissionBasisPoints: 1050, sellerCode: 'ALFA', approvedAt: sessionsMadeAt }, sessionsMadeAt)
  brava = await insertSignedInUser(t.db, UserType.agency, { firstName: 'Brava Turismo', lastName: '', sellerCode: 'BRAVA' }, sessionsMadeAt)
  const idle = await insertSignedInUser(t.db, UserType.agency, { firstName: 'Calma Viagens', lastName: '', commissionBasisPoints: 500 }, sessionsMadeAt)
  const customer = await insertSignedInUser(t.db, UserType.customer, {}, sessionsMadeAt)

  // São Paulo is UTC−3: 02:30Z on March 1st is still February 28th there.
  await sale(alfa.headers, 7_000, '2027-03-01T02:30:00Z')
  await sale(alfa.headers, 5_000, '2027-03-01T02:50:00Z', '2027-03-01T03:05:00Z')
  await sale(alfa.headers, 5_100, '2027-03-15T12:00:00Z')
  await sale(alfa.headers, 9_999, '2027-03-16T12:00:00Z', 'pending')
  await sale(alfa.headers, 1_000, '2027-04-01T02:45:00Z', '2027-04-01T03:00:00Z')
  await sale(brava.headers, 20_000, '2027-03-20T12:00:00Z')
  await sale(customer.headers, 50_000, '2027-03-20T13:00:00Z')
  await sale(idle.headers, 3_000, '2027-03-21T12:00:00Z', 'pending')
})

const report = (query = '') => requestJson<CommissionReport>(t, `/api/admin/commissions${query}`, { headers: admin })

test("a month's commissions: the agency's own orders paid in that month (São Paulo time), rounded half up on its total", async () => {
  const response = await report('?month=2027-03')

  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body).toEqual({
    month: '2027-03',
    items: [
      { agencyId: brava.user.id, name: 'Brava Turismo', sellerCode: 'BRAVA', orders: 1, salesCents: 20_000, commissionBasisPoints: null, commissionCents: null },
      // 10,100 × 10.5 % = 1,060.5 cents → 1,061.
      { agencyId: alfa.user.id, name: 'Agência Alfa', sellerCode: 'ALFA', orders: 2, salesCents: 10_100, commissionBasisPoints: 1050, commissionCents: 1061 },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    totals: { orders: 3, salesCents: 30_100, commissionCents: 1061 },
  })
})

test('the months around it hold the orders paid then', async () => {
  const february = (await report('?month=2027-02')).body
  expect(february.items).toMatchObject([{ agencyId: alfa.user.id, orders: 1, salesCents: 7_000, commissionCents: 735 }])
  const april = (await report('?month=2027-04')).body
  expect(april.items).toMatchObject([{ agencyId: alfa.user.id, orders: 1, salesCents: 1_000, commissionCents: 105 }])
  expect((await report('?month=2026-12')).body).toEqual({ month: '2026-12', items: [], total: 0, page: 1, pageSize: 20, totals: { orders: 0, salesCents: 0, commissionCents: 0 } })
})

test('without a month, the current month in São Paulo', async () => {
  clock = new Date('2027-04-01T02:59:00Z')
  expect((await report()).body.month).toBe('2027-03')
  clock = new Date('2027-04-01T03:00:00Z')
  expect((await report()).body.month).toBe('2027-04')
})

test('sorted, paged and searched by the API; totals follow the search', async () => {
  const names = async (query: string) => (await report(`?month=2027-03&${query}`)).body.items.map((line) => line.name)

  expect(await names('sort=name')).toEqual(['Agência Alfa', 'Brava Turismo'])
  expect(await names('sort=-orders')).toEqual(['Agência Alfa', 'Brava Turismo'])
  expect(await names('sort=commissionCents')).toEqual(['Agência Alfa', 'Brava Turismo'])
  expect(await names('sort=salesCents&pageSize=1&page=2')).toEqual(['Brava Turismo'])
  const searched = (await report('?month=2027-03&q=alfa')).body
  expect(searched.items.map((line) => line.name)).toEqual(['Agência Alfa'])
  expect(searched).toMatchObject({ total: 1, totals: { orders: 2, salesCents: 10_100, commissionCents: 1061 } })
})

test('a bad month or sort is a 400 naming it', async () => {
  expectApiError(await report('?month=2027-13'), 400, ['month'])
  expectApiError(await report('?month=03-2027'), 400, ['month'])
  expectApiError(await report('?sort=amount'), 400, ['sort'])
})
