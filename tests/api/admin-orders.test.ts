import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { adminOrderMessages, type AdminOrder, type AdminOrderSummary, type TripWithOrders } from '../../src/domain/admin/order.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import { formatCpf } from '../../src/domain/cpf.ts'
import type { Order } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, trips } from '../../src/server/db/schema/index.ts'
import { buildCpf, insertSignedInUser } from '../factories/users.ts'
import { placeOrder, payInSandbox, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
let adminId: number
let customer: Record<string, string>
let customerAccount: { id: number; email: string }
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  const signedIn = await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora' })
  ;({ headers: admin } = signedIn)
  adminId = signedIn.user.id
  const buyer = await insertSignedInUser(t.db, UserType.customer, { firstName: 'Conta', lastName: 'Cliente' })
  customer = buyer.headers
  customerAccount = { id: buyer.user.id, email: buyer.user.email }
})
afterAll(() => t.close())

const list = (query = '') => requestJson<Page<AdminOrderSummary>>(t, `/api/admin/orders${query}`, { headers: admin })
const details = (code: string) => requestJson<AdminOrder>(t, `/api/admin/orders/${code}`, { headers: admin })
const cancel = (code: string, note?: string) => postJson<AdminOrder>(t, `/api/admin/orders/${code}/cancel`, note === undefined ? {} : { note }, admin)
const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft
const codes = (page: Page<AdminOrderSummary>) => page.items.map((item) => item.code)

/** Three orders of two trips: João's (Pix, 2 people), Beatriz's (paid), Carla's on the other trip (boleto, 3 people). */
async function threeOrders() {
  const first = await tripForSale(t.db, { name: 'Serra Gaúcha' })
  const second = await tripForSale(t.db, { name: 'Chapada Diamantina', checkIn: '2030-05-02' })
  const joaoCpf = buildCpf()
  const joao = await placeOrder(t, customer, { tripId: first.trip.id, optionId: first.optionId, people: 2 }, { name: 'João Araújo', cpf: joaoCpf, email: 'joao@example.com' })
  const beatriz = await placeOrder(t, customer, { tripId: first.trip.id, optionId: first.optionId, people: 1 }, { name: 'Beatriz Lima', email: 'bia@example.com' })
  await payInSandbox(t, admin, beatriz.code)
  const carla = await placeOrder(
    t,
    customer,
    { tripId: second.trip.id, optionId: second.optionId, people: 3 },
    { name: 'Carla Souza', email: 'carla@example.com' },
    { method: 'boleto' },
  )
  return { first, second, joao, joaoCpf, beatriz, carla }
}

test('lists every order newest first, with its item, payer and trip', async () => {
  const { first, joao, joaoCpf, beatriz, carla } = await threeOrders()

  const page = (await list()).body
  expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 })
  expect(codes(page)).toEqual([carla.code, beatriz.code, joao.code])
  expect(page.items[2]).toEqual({
    code: joao.code,
    createdAt: joao.createdAt,
    status: 'pending',
    method: 'pix',
    installments: 1,
    itemName: 'Serra Gaúcha',
    optionName: 'Individual',
    people: 2,
    amountCents: 200_000,
    payer: { name: 'João Araújo', cpf: joaoCpf.replace(/\D/g, ''), email: 'joao@example.com' },
    tripId: first.trip.id,
    balance: null,
    cancellation: null,
    refundOwedCents: 0,
  })
  expect(page.items[1]!.status).toBe('paid')
})

test('filters by status, method, trip and text: code, name without accents, CPF with or without its mask, email', async () => {
  const { second, joao, joaoCpf, beatriz, carla } = await threeOrders()

  expect(codes((await list('?status=paid')).body)).toEqual([beatriz.code])
  expect(codes((await list('?method=boleto')).body)).toEqual([carla.code])
  expect(codes((await list(`?tripId=${second.trip.id}`)).body)).toEqual([carla.code])
  expect(codes((await list(`?status=pending&method=pix`)).body)).toEqual([joao.code])
  expect(codes((await list(`?q=${joao.code}`)).body)).toEqual([joao.code])
  expect(codes((await list(`?q=${joao.code.replace('-', '').toLowerCase()}`)).body)).toEqual([joao.code])
  expect(codes((await list('?q=joao%20araujo')).body)).toEqual([joao.code])
  expect(codes((await list(`?q=${encodeURIComponent(formatCpf(joaoCpf))}`)).body)).toEqual([joao.code])
  expect(codes((await list(`?q=${joaoCpf.replace(/\D/g, '')}`)).body)).toEqual([joao.code])
  expect(codes((await list('?q=BIA@EXAMPLE')).body)).toEqual([beatriz.code])
  expect((await list('?q=ninguem')).body).toMatchObject({ items: [], total: 0 })
})

test('the period is whole days in São Paulo (UTC−3), both ends included', async () => {
  const { joao, beatriz, carla } = await threeOrders()
  // 02:00 UTC on the 10th is still the 9th in São Paulo.
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-01-10T02:00:00Z') })
    .where(eq(orders.code, joao.code))
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-01-10T03:00:00Z') })
    .where(eq(orders.code, beatriz.code))
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-01-12T02:59:00Z') })
    .where(eq(orders.code, carla.code))

  expect(codes((await list('?from=2026-01-09&to=2026-01-09')).body)).toEqual([joao.code])
  expect(codes((await list('?from=2026-01-10&to=2026-01-11')).body)).toEqual([carla.code, beatriz.code])
  expect(codes((await list('?from=2026-01-10')).body)).toEqual([carla.code, beatriz.code])
  expect(codes((await list('?to=2026-01-10')).body)).toEqual([beatriz.code, joao.code])
})

test('sorts by amount, status, code and payer name, and pages', async () => {
  const { joao, beatriz, carla } = await threeOrders()

  expect(codes((await list('?sort=amountCents')).body)).toEqual([beatriz.code, joao.code, carla.code])
  expect(codes((await list('?sort=-amountCents')).body)).toEqual([carla.code, joao.code, beatriz.code])
  expect(codes((await list('?sort=payerName')).body)).toEqual([beatriz.code, carla.code, joao.code])
  expect(codes((await list('?sort=status')).body)[0]).toBe(beatriz.code)
  expect(codes((await list('?sort=-status')).body)[2]).toBe(beatriz.code)
  expect(codes((await list('?sort=code')).body)).toEqual([joao.code, beatriz.code, carla.code].sort())
  const second = (await list('?sort=payerName&pageSize=2&page=2')).body
  expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 })
  expect(codes(second)).toEqual([joao.code])
  expect((await list('?page=5')).body).toMatchObject({ items: [], total: 3 })
})

test('bad list parameters are a 400 naming the parameter', async () => {
  expectApiError(await list('?status=lost'), 400, ['status'])
  expectApiError(await list('?method=cash'), 400, ['method'])
  expectApiError(await list('?tripId=abc'), 400, ['tripId'])
  expectApiError(await list('?tripId=0'), 400, ['tripId'])
  expectApiError(await list('?from=2026-13-01'), 400, ['from'])
  expectApiError(await list('?to=yesterday'), 400, ['to'])
  expect(expectApiError(await list('?from=2026-02-01&to=2026-01-31'), 400, ['to']).fields!.to).toBe(adminOrderMessages.periodOrder)
  expectApiError(await list('?sort=payer'), 400, ['sort'])
  expectApiError(await list('?pageSize=101'), 400, ['pageSize'])
})

test('the details hold the payer, the address, the amounts, the payment, the history, the payment events and the account', async () => {
  const { beatriz, joao } = await threeOrders()

  const paid = (await details(beatriz.code)).body
  expect(paid).toMatchObject({
    code: beatriz.code,
    status: 'paid',
    statusReason: 'confirmed',
    method: 'pix',
    amountCents: 100_000,
    installmentValuesCents: [100_000],
    item: { kind: 'trip', tripName: 'Serra Gaúcha', optionName: 'Individual', people: 1 },
    payer: { name: 'Beatriz Lima', email: 'bia@example.com', address: { city: 'São Paulo', state: 'SP', zipCode: '01310100' } },
    gateway: 'sandbox',
    chargeId: expect.any(String),
    customer: { id: customerAccount.id, name: 'Conta Cliente', email: customerAccount.email },
    tripSeats: { left: 17, vacancies: 20 },
  })
  expect(paid.history.map((change) => [change.status, change.reason, change.by])).toEqual([
    ['pending', 'placed', null],
    ['paid', 'confirmed', null],
  ])
  expect(paid.paymentEvents).toEqual([{ gateway: 'sandbox', eventId: expect.stringMatching(/^evt_/), receivedAt: expect.any(String) }])

  const pix = (await details(joao.code.replace('-', '').toLowerCase())).body
  expect(pix.code).toBe(joao.code)
  expect(new Date(pix.pixExpiresAt!).getTime() - new Date(pix.createdAt).getTime()).toBe(30 * 60_000)
  expect(pix.paymentEvents).toEqual([])
})

test('the details of a boleto order list its slips', async () => {
  const { carla } = await threeOrders()
  const boleto = (await details(carla.code)).body
  expect(boleto.pixExpiresAt).toBeNull()
  expect(boleto.boletoSlips).toEqual([
    {
      number: 1,
      amountCents: 300_000,
      dueDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      barcode: expect.stringMatching(/^\d{44}$/),
      digitableLine: expect.stringMatching(/^\d{47}$/),
    },
  ])
})

test('an unknown or malformed code is a 404', async () => {
  expect(expectApiError(await details('ZZZZ-ZZZZ'), 404).message).toBe(orderMessages.orderNotFound)
  expectApiError(await details('not-a-code'), 404)
  expectApiError(await cancel('ZZZZ-ZZZZ'), 404)
  const refundSent = (code: string, id: string) => postJson(t, `/api/admin/orders/${code}/refunds/${id}/sent`, {}, admin)
  expect(expectApiError(await refundSent('not-a-code', '1'), 404).code).toBe('order.not_found')
  expect(expectApiError(await refundSent('ZZZZ-ZZZZ', 'abc'), 404).code).toBe('order.refund_not_found')
})

test('canceling a pending order gives its seats back once, records who and why, and the customer sees it', async () => {
  const { first, joao } = await threeOrders()
  expect(await seatsLeft(first.trip.id)).toBe(17)

  const canceled = await cancel(joao.code, 'Cliente desistiu por telefone')
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({ status: 'canceled', statusReason: 'canceled_by_admin' })
  expect(canceled.body.tripSeats).toEqual({ left: 19, vacancies: 20 })
  expect(canceled.body.history.at(-1)).toEqual({
    status: 'canceled',
    reason: 'canceled_by_admin',
    at: expect.any(String),
    by: { id: adminId, name: 'Ana Gestora' },
    note: 'Cliente desistiu por telefone',
  })
  expect(await seatsLeft(first.trip.id)).toBe(19)

  const again = await cancel(joao.code)
  expect(expectApiError(again, 409).message).toBe(adminOrderMessages.cancelNotPending)
  expect(await seatsLeft(first.trip.id)).toBe(19)

  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=order&entityId=${joao.code}`, { headers: admin })
  expect(audit.body.items).toEqual([
    expect.objectContaining({
      action: 'update',
      actor: expect.objectContaining({ name: 'Ana Gestora' }),
      changes: { status: ['pending', 'canceled'], note: [null, 'Cliente desistiu por telefone'] },
    }),
  ])

  const mine = await requestJson<Order>(t, `/api/me/orders/${joao.code}`, { headers: customer })
  expect(mine.body).toMatchObject({ status: 'canceled', statusReason: 'canceled_by_admin' })
})

test('two cancels at once: one wins, the seats come back once', async () => {
  const { first, joao } = await threeOrders()
  const statuses = (await Promise.all([cancel(joao.code), cancel(joao.code), cancel(joao.code)])).map((response) => response.status).sort()
  expect(statuses).toEqual([200, 409, 409])
  expect(await seatsLeft(first.trip.id)).toBe(19)
})

test('a paid order cannot be canceled; a Pix paid after a cancel leaves the order canceled and the seats free', async () => {
  const { first, joao, beatriz } = await threeOrders()
  expect(expectApiError(await cancel(beatriz.code), 409).message).toBe(adminOrderMessages.cancelNotPending)
  expect((await details(beatriz.code)).body.status).toBe('paid')

  await cancel(joao.code)
  const late = await postJson<{ webhookStatus: number; order: Order }>(t, `/api/payments/sandbox/orders/${joao.code}/pay`, {}, admin)
  // The gateway's webhook is taken (200, so it is not sent again) and changes nothing.
  expect(late.status).toBe(200)
  expect(late.body.webhookStatus).toBe(200)
  expect(late.body.order.status).toBe('canceled')
  expect((await details(joao.code)).body.status).toBe('canceled')
  expect(await seatsLeft(first.trip.id)).toBe(19)
})

test('the cancel note is limited to 200 characters', async () => {
  const { joao } = await threeOrders()
  expectApiError(await cancel(joao.code, 'x'.repeat(201)), 400, ['note'])
  expect((await details(joao.code)).body.status).toBe('pending')
})

test('the trips that have orders, latest departure first, with their paid orders', async () => {
  const { first, second } = await threeOrders()
  await tripForSale(t.db, { name: 'Sem pedidos' })
  const response = await requestJson<TripWithOrders[]>(t, '/api/admin/orders/trips', { headers: admin })
  expect(response.body).toEqual([
    { id: second.trip.id, name: 'Chapada Diamantina', checkIn: second.trip.checkIn, orders: 1, paidOrders: 0 },
    { id: first.trip.id, name: 'Serra Gaúcha', checkIn: first.trip.checkIn, orders: 2, paidOrders: 1 },
  ])
})
