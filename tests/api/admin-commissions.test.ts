import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { CommissionLine, CommissionPayout, CommissionReport, CommissionStatement } from '../../src/domain/commission.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { commissionPayouts } from '../../src/server/db/schema/index.ts'
import { insertOrderRow, insertPaymentLinkRow, type OrderMove } from '../factories/order-rows.ts'
import { newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2027-04-10T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(() => t.close())

// Sessions made mid-March last 30 days: long enough for every moment below.
const sessionsMadeAt = new Date('2027-03-20T12:00:00Z')
let admin: Record<string, string>
let alfa: Awaited<ReturnType<typeof insertSignedInUser>>
let brava: Awaited<ReturnType<typeof insertSignedInUser>>
let calma: Awaited<ReturnType<typeof insertSignedInUser>>
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
let item: { tripId: number; optionId: number }

const paid = (at: string): OrderMove => ({ status: 'paid', reason: 'confirmed', at: new Date(at) })
const refunded = (at: string): OrderMove => ({ status: 'canceled', reason: 'refunded', at: new Date(at) })

/** POST /api/admin/commissions/payouts with an Idempotency-Key (a new one unless told). */
const postPayout = (body: unknown, headers = admin, key: string = newIdempotencyKey()) =>
  postJson<CommissionPayout & { agencyId: number }>(t, '/api/admin/commissions/payouts', body, { ...headers, 'Idempotency-Key': key })

/** An order credited to `agency` at the snapshot `rate` (basis points), bought by `buyer` (a guest through a link of the agency unless told), with its history. */
async function creditedOrder(agency: { id: number; sellerCode: string | null } | null, cents: number, rate: number, moves: OrderMove[], buyer: number | null = null) {
  const last = moves.at(-1)
  const createdAt = new Date((moves[0]?.at ?? clock).getTime() - 60_000)
  const link = buyer === null ? await insertPaymentLinkRow(t.db, { ...item, agencyId: agency!.id, amountCents: cents, createdAt }) : null
  return insertOrderRow(
    t.db,
    {
      ...item,
      userId: buyer,
      status: last?.status ?? 'pending',
      statusReason: last?.reason ?? 'placed',
      method: 'pix',
      amountCents: cents,
      createdAt,
      paymentLinkId: link?.id ?? null,
      ...(agency ? { agencyId: agency.id, sellerCode: agency.sellerCode, commissionBasisPoints: rate } : {}),
    },
    moves,
  )
}

// Read-only once made (the payout test adds its own agency): every test reads the same sales.
beforeAll(async () => {
  const { trip, optionId } = await tripForSale(t.db)
  item = { tripId: trip.id, optionId }
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, sessionsMadeAt)).headers
  alfa = await insertSignedInUser(
    t.db,
    UserType.agency,
    { firstName: 'Agência Alfa', lastName: '', commissionBasisPoints: 1050, sellerCode: 'ALFA', approvedAt: sessionsMadeAt },
    sessionsMadeAt,
  )
  brava = await insertSignedInUser(
    t.db,
    UserType.agency,
    { firstName: 'Brava Turismo', lastName: '', commissionBasisPoints: 1000, sellerCode: 'BRAVA', approvedAt: sessionsMadeAt },
    sessionsMadeAt,
  )
  calma = await insertSignedInUser(t.db, UserType.agency, { firstName: 'Calma Viagens', lastName: '', commissionBasisPoints: 500 }, sessionsMadeAt)
  customer = await insertSignedInUser(t.db, UserType.customer, {}, sessionsMadeAt)

  // São Paulo is UTC−3: 02:30Z on March 1st is still February 28th there.
  await creditedOrder(alfa.user, 7_000, 1050, [paid('2027-03-01T02:30:00Z')])
  await creditedOrder(alfa.user, 5_000, 1050, [paid('2027-03-01T03:05:00Z')], customer.user.id)
  await creditedOrder(alfa.user, 5_100, 1050, [paid('2027-03-15T12:00:00Z')])
  // The rate was raised mid-month: this sale carries the new one.
  await creditedOrder(alfa.user, 3_333, 1250, [paid('2027-03-18T12:00:00Z')])
  await creditedOrder(alfa.user, 9_999, 1050, [])
  await creditedOrder(alfa.user, 4_000, 1050, [{ status: 'canceled', reason: 'expired', at: new Date('2027-03-16T12:00:00Z') }])
  await creditedOrder(alfa.user, 1_000, 1050, [paid('2027-04-01T03:00:00Z')])
  // Bought with Alfa's login and Brava's seller code: Brava's sale. Refunded in April after March's payout.
  await creditedOrder(brava.user, 20_005, 1000, [paid('2027-03-20T12:00:00Z'), refunded('2027-04-05T12:00:00Z')], alfa.user.id)
  // Paid and refunded in the same month: nothing.
  await creditedOrder(brava.user, 8_000, 1000, [paid('2027-03-21T12:00:00Z'), refunded('2027-03-22T12:00:00Z')])
  // No agency.
  await creditedOrder(null, 50_000, 0, [paid('2027-03-20T13:00:00Z')], customer.user.id)
  await creditedOrder(null, 3_000, 0, [paid('2027-03-21T12:00:00Z')], calma.user.id)
  await t.db
    .insert(commissionPayouts)
    .values({ agencyId: brava.user.id, month: '2027-03', amountCents: 2_001, paidOn: '2027-04-02', note: 'Pix', createdAt: new Date('2027-04-02T15:00:00Z') })
})

const report = (query = '') => requestJson<CommissionReport>(t, `/api/admin/commissions${query}`, { headers: admin })

const alfaMarch: CommissionLine = {
  agencyId: 0,
  name: 'Agência Alfa',
  sellerCode: 'ALFA',
  orders: 3,
  salesCents: 13_433,
  // 10,100 × 10.5 % = 1,060.5 → 1,061; 3,333 × 12.5 % = 416.625 → 417.
  commissionCents: 1_478,
  paidOutCents: 0,
  balanceCents: 1_478,
}

test("a month's commissions: each agency's credited orders paid in that month (São Paulo time), per snapshot rate rounded half up", async () => {
  const response = await report('?month=2027-03')

  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body).toEqual({
    month: '2027-03',
    items: [
      // 20,005 × 10 % = 2,000.5 → 2,001, paid out in full.
      { agencyId: brava.user.id, name: 'Brava Turismo', sellerCode: 'BRAVA', orders: 1, salesCents: 20_005, commissionCents: 2_001, paidOutCents: 2_001, balanceCents: 0 },
      { ...alfaMarch, agencyId: alfa.user.id },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    totals: { orders: 4, salesCents: 33_438, commissionCents: 3_479, paidOutCents: 2_001, balanceCents: 1_478 },
  })
})

test('a refund after the payout is a negative line in the month of the refund; the closed month stays as it was', async () => {
  const april = (await report('?month=2027-04')).body
  expect(april.items).toEqual([
    { agencyId: alfa.user.id, name: 'Agência Alfa', sellerCode: 'ALFA', orders: 1, salesCents: 1_000, commissionCents: 105, paidOutCents: 0, balanceCents: 105 },
    { agencyId: brava.user.id, name: 'Brava Turismo', sellerCode: 'BRAVA', orders: -1, salesCents: -20_005, commissionCents: -2_001, paidOutCents: 0, balanceCents: -2_001 },
  ])
  expect((await report('?month=2027-03')).body.items[0]).toMatchObject({ agencyId: brava.user.id, salesCents: 20_005, commissionCents: 2_001, balanceCents: 0 })
})

test('the months around it hold the orders paid then', async () => {
  const february = (await report('?month=2027-02')).body
  expect(february.items).toMatchObject([{ agencyId: alfa.user.id, orders: 1, salesCents: 7_000, commissionCents: 735 }])
  expect((await report('?month=2026-12')).body).toEqual({
    month: '2026-12',
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
    totals: { orders: 0, salesCents: 0, commissionCents: 0, paidOutCents: 0, balanceCents: 0 },
  })
})

test("a later change of the agency's rate does not rewrite the sales made before it", async () => {
  const changed = await sendJson(t, 'PUT', `/api/admin/agencies/${alfa.user.id}`, { approved: true, commissionPercent: '20', sellerCode: 'ALFA' }, admin)
  expect(changed.status, JSON.stringify(changed.body)).toBe(200)
  try {
    expect((await report('?month=2027-03&q=alfa')).body.items).toEqual([{ ...alfaMarch, agencyId: alfa.user.id }])
  } finally {
    await sendJson(t, 'PUT', `/api/admin/agencies/${alfa.user.id}`, { approved: true, commissionPercent: '10,5', sellerCode: 'ALFA' }, admin)
  }
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
  expect(await names('sort=balanceCents')).toEqual(['Brava Turismo', 'Agência Alfa'])
  expect(await names('sort=salesCents&pageSize=1&page=2')).toEqual(['Brava Turismo'])
  const searched = (await report('?month=2027-03&q=alfa')).body
  expect(searched.items.map((line) => line.name)).toEqual(['Agência Alfa'])
  expect(searched).toMatchObject({ total: 1, totals: { orders: 3, salesCents: 13_433, commissionCents: 1_478 } })
})

test('a bad month or sort is a 400 naming it', async () => {
  expectApiError(await report('?month=2027-13'), 400, ['month'])
  expectApiError(await report('?month=03-2027'), 400, ['month'])
  expectApiError(await report('?sort=amount'), 400, ['sort'])
})

test("an agency's statement: its line, the orders behind it (sales and refunds) and the month's payouts", async () => {
  const march = await requestJson<CommissionStatement>(t, `/api/admin/commissions/${brava.user.id}?month=2027-03`, { headers: admin })
  expect(march.status, JSON.stringify(march.body)).toBe(200)
  expect(march.body.line).toMatchObject({ agencyId: brava.user.id, orders: 1, balanceCents: 0 })
  expect(march.body.entries.map((entry) => [entry.kind, entry.salesCents, entry.commissionCents])).toEqual([
    ['sale', 20_005, 2_001],
    ['sale', 8_000, 800],
    ['reversal', -8_000, -800],
  ])
  expect(march.body.entries[0]).toMatchObject({
    at: '2027-03-20T12:00:00.000Z',
    itemName: 'Viagem',
    payerName: 'Maria da Silva',
    commissionBasisPoints: 1000,
    channel: 'seller-code',
  })
  expect(march.body.entries[1]).toMatchObject({ channel: 'link' })
  expect(march.body.payouts).toEqual([{ id: expect.any(Number), month: '2027-03', amountCents: 2_001, paidOn: '2027-04-02', note: 'Pix', createdAt: expect.any(String) }])

  const april = (await requestJson<CommissionStatement>(t, `/api/admin/commissions/${brava.user.id}?month=2027-04`, { headers: admin })).body
  expect(april.entries).toMatchObject([{ kind: 'reversal', at: '2027-04-05T12:00:00.000Z', salesCents: -20_005, commissionCents: -2_001 }])
  expect(april.payouts).toEqual([])

  expect((await requestJson(t, `/api/admin/commissions/${customer.user.id}?month=2027-03`, { headers: admin })).status).toBe(404)
  expect((await requestJson(t, `/api/admin/commissions/999999?month=2027-03`, { headers: admin })).status).toBe(404)
})

test("a payout lowers the balance of its month and is written to the agency's audit log", async () => {
  clock = new Date('2027-04-10T12:00:00Z')
  const agency = await insertSignedInUser(
    t.db,
    UserType.agency,
    { firstName: 'Delta Passeios', lastName: '', commissionBasisPoints: 1000, sellerCode: 'DELTA', approvedAt: sessionsMadeAt },
    sessionsMadeAt,
  )
  await creditedOrder(agency.user, 30_000, 1000, [paid('2027-03-10T12:00:00Z')])

  const created = await postPayout({ agencyId: agency.user.id, month: '2027-03', amountCents: 1_200, note: ' TED 123 ' })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body).toEqual({
    id: expect.any(Number),
    agencyId: agency.user.id,
    month: '2027-03',
    amountCents: 1_200,
    paidOn: '2027-04-10',
    note: 'TED 123',
    createdAt: clock.toISOString(),
  })
  const second = await postPayout({ agencyId: agency.user.id, month: '2027-03', amountCents: 800, note: '', paidOn: '2027-04-11' })
  expect(second.status).toBe(201)

  const line = (await report('?month=2027-03&q=delta')).body.items[0]
  expect(line).toMatchObject({ commissionCents: 3_000, paidOutCents: 2_000, balanceCents: 1_000 })
  expect((await report('?month=2027-04&q=delta')).body.items).toEqual([])

  const audit = (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=agency&entityId=${agency.user.id}`, { headers: admin })).body.items
  expect(audit.map((entry) => entry.action)).toEqual(['payout', 'payout'])
  expect(audit[1]!.changes).toMatchObject({ month: [null, '2027-03'], amountCents: [null, 1_200], paidOn: [null, '2027-04-10'], note: [null, 'TED 123'] })
})

test('a payout with bad fields is a 400 naming them; an account that is no agency is refused on agencyId', async () => {
  const post = (body: unknown) => postPayout(body)
  expectApiError(await post({ agencyId: alfa.user.id, month: '2027-3', amountCents: 0, paidOn: '10/04/2027' }), 400, ['month', 'amountCents', 'paidOn'])
  expectApiError(await post({ agencyId: alfa.user.id, month: '2027-03', amountCents: 10.5 }), 400, ['amountCents'])
  expectApiError(await post({ agencyId: customer.user.id, month: '2027-03', amountCents: 100 }), 400, ['agencyId'])
  expectApiError(await post({ agencyId: 999_999, month: '2027-03', amountCents: 100 }), 400, ['agencyId'])
  const agency = await insertSignedInUser(t.db, UserType.agency, {}, sessionsMadeAt)
  expect((await postPayout({ agencyId: alfa.user.id, month: '2027-03', amountCents: 100 }, agency.headers)).status).toBe(403)
})

// Issue 25, finding 6: a retried or doubled payout must not pay the agency twice.
test('a payout needs an Idempotency-Key: the same key answers the same payout, even sent at once, and another body under it is a 422', async () => {
  const agency = await insertSignedInUser(
    t.db,
    UserType.agency,
    { firstName: 'Eco Turismo', lastName: '', commissionBasisPoints: 1000, sellerCode: 'ECOTUR', approvedAt: sessionsMadeAt },
    sessionsMadeAt,
  )
  const body = { agencyId: agency.user.id, month: '2027-03', amountCents: 500, note: 'Pix' }
  const payoutsOfAgency = async () => (await t.db.select().from(commissionPayouts)).filter((row) => row.agencyId === agency.user.id)

  const keyless = await postJson(t, '/api/admin/commissions/payouts', body, admin)
  expect(expectApiError(keyless, 400).code).toBe('request.idempotency_key_required')
  // The key is checked before the body, as for an order.
  expect(expectApiError(await postJson(t, '/api/admin/commissions/payouts', { amountCents: 'x' }, admin), 400).code).toBe('request.idempotency_key_required')
  expect(expectApiError(await postPayout(body, admin, 'chave com espaços'), 400).code).toBe('request.idempotency_key_invalid')
  expect(await payoutsOfAgency()).toEqual([])

  const key = newIdempotencyKey()
  const copies = await Promise.all([1, 2, 3, 4].map(() => postPayout(body, admin, key)))
  expect(copies.map((copy) => copy.status)).toEqual([201, 201, 201, 201])
  expect(new Set(copies.map((copy) => copy.body.id)).size).toBe(1)
  expect(copies.filter((copy) => copy.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(3)
  const again = await postPayout(body, admin, key)
  expect(again.body).toEqual(copies[0]!.body)
  expect(expectApiError(await postPayout({ ...body, amountCents: 600 }, admin, key), 422).code).toBe('request.idempotency_key_reused')

  expect((await payoutsOfAgency()).map((row) => row.amountCents)).toEqual([500])
  const audit = (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=agency&entityId=${agency.user.id}`, { headers: admin })).body.items
  expect(audit.map((entry) => entry.action)).toEqual(['payout'])
})

test("the month's CSV: one row per agency, amounts as a pt-BR spreadsheet reads them, negative ones as numbers", async () => {
  const response = await t.app.request('/api/admin/commissions.csv?month=2027-04&sort=name', { headers: admin })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="comissoes-2027-04.csv"')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  expect(bytes.subarray(3).toString('utf8')).toBe(
    'Agência;Código de vendedor;Pedidos;Vendas (R$);Comissão (R$);Pago (R$);Saldo (R$)\r\n' +
      'Agência Alfa;ALFA;1;10,00;1,05;0,00;1,05\r\n' +
      'Brava Turismo;BRAVA;-1;-200,05;-20,01;0,00;-20,01\r\n',
  )
  const english = await t.app.request('/api/admin/commissions.csv?month=2027-02', { headers: { ...admin, 'Accept-Language': 'en-US' } })
  expect(await english.text()).toBe('Agency;Seller code;Orders;Sales (BRL);Commission (BRL);Paid out (BRL);Balance (BRL)\r\nAgência Alfa;ALFA;1;70.00;7.35;0.00;7.35\r\n')
  expect((await t.app.request('/api/admin/commissions.csv?month=2027-02', { headers: alfa.headers })).status).toBe(403)
})

test('an agency sees its own line and statement only; zeros in a month without sales', async () => {
  const own = await requestJson<CommissionLine>(t, '/api/agency/commissions?month=2027-03', { headers: alfa.headers })
  expect(own.status, JSON.stringify(own.body)).toBe(200)
  expect(own.body).toEqual({ ...alfaMarch, agencyId: alfa.user.id })
  expect((await requestJson(t, '/api/agency/commissions?month=2027-03', { headers: brava.headers })).body).toMatchObject({ agencyId: brava.user.id, salesCents: 20_005 })
  expect((await requestJson(t, '/api/agency/commissions?month=2026-01', { headers: calma.headers })).body).toEqual({
    agencyId: calma.user.id,
    name: 'Calma Viagens',
    sellerCode: null,
    orders: 0,
    salesCents: 0,
    commissionCents: 0,
    paidOutCents: 0,
    balanceCents: 0,
  })
  const statement = await requestJson<CommissionStatement>(t, '/api/agency/commissions/statement?month=2027-03', { headers: alfa.headers })
  expect(statement.status).toBe(200)
  expect(statement.body.line.agencyId).toBe(alfa.user.id)
  expect(statement.body.entries.map((entry) => entry.salesCents)).toEqual([5_000, 5_100, 3_333])
  expectApiError(await requestJson(t, '/api/agency/commissions?month=2027-13', { headers: alfa.headers }), 400, ['month'])
})

test('customers, admins and anonymous callers are refused on /api/agency/commissions', async () => {
  for (const path of ['/api/agency/commissions?month=2027-03', '/api/agency/commissions/statement?month=2027-03']) {
    expect((await t.app.request(path, { headers: customer.headers })).status).toBe(403)
    expect((await t.app.request(path, { headers: admin })).status).toBe(403)
    expect((await t.app.request(path)).status).toBe(401)
  }
})
