import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import { adminOrderMessages } from '../../src/domain/admin/order.ts'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { CommissionReport } from '../../src/domain/commission.ts'
import type { Order } from '../../src/domain/order.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import { orders, sandboxCharges, trips } from '../../src/server/db/schema/index.ts'
import { mercadoPagoGateway } from '../../src/server/sale/payments/mercadopago.ts'
import type { MercadoPagoSettings } from '../../src/server/sale/orders/settings.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../src/server/sale/payments/signature.ts'
import { fakeMercadoPagoApi } from '../fakes/mercadopago-api.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const SECRET = 'whsec_refunds_test'
let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Awaited<ReturnType<typeof insertSignedInUser>>
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ payments: { webhookSecret: SECRET }, now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  admin = await insertSignedInUser(t.db, UserType.admin, { firstName: 'Ana', lastName: 'Gestora' }, clock)
  ;({ headers: customer } = await insertSignedInUser(t.db, UserType.customer, {}, clock))
})
afterAll(() => t.close())

/** A Pix order of 3 seats (of 10) on a new trip, paid through the sandbox control. */
async function paidOrder() {
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 10 })
  const order = await placeOrder(t, customer, { tripId: trip.id, optionId, people: 3 })
  expect((await payInSandbox(t, admin.headers, order.code)).status).toBe('paid')
  return { trip, order }
}

const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft
const orderRow = async (code: string) => (await t.db.select().from(orders).where(eq(orders.code, code)))[0]!
const myOrder = async (code: string) => (await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body
const refund = (code: string, body: unknown = {}, headers: Record<string, string> = admin.headers) => postJson<AdminOrder>(t, `/api/admin/orders/${code}/refund`, body, headers)

const sendEvent = (type: string, chargeId: string, reference: string, id = `evt_${Math.random().toString(36).slice(2)}`) => {
  const rawBody = JSON.stringify({ id, type, data: { chargeId, reference }, createdAt: clock.toISOString() })
  return requestJson<{ outcome?: string }>(t, '/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(SECRET, rawBody, clock) },
    body: rawBody,
  })
}

test("the gateway's refund of a paid order cancels it as refunded, once, and gives its seats back", async () => {
  const { trip, order } = await paidOrder()
  expect(await seatsLeft(trip.id)).toBe(7)
  const { chargeId } = await orderRow(order.code)

  const eventId = `evt_refund_${order.code}`
  expect((await sendEvent('charge.refunded', chargeId!, order.code, eventId)).body.outcome).toBe('applied')
  expect((await sendEvent('charge.refunded', chargeId!, order.code, eventId)).body.outcome).toBe('duplicate')
  expect((await sendEvent('charge.charged_back', chargeId!, order.code)).body.outcome).toBe('not-paid')

  expect(await seatsLeft(trip.id)).toBe(10)
  const mine = await myOrder(order.code)
  expect(mine).toMatchObject({ status: 'canceled', statusReason: 'refunded' })
  expect(mine.history.map((change) => [change.status, change.reason])).toEqual([
    ['pending', 'placed'],
    ['paid', 'confirmed'],
    ['canceled', 'refunded'],
  ])
})

test('a chargeback from the sandbox control reaches the webhook and refunds the order', async () => {
  const { trip, order } = await paidOrder()
  const response = await postJson<{ webhookStatus: number; order: Order }>(t, `/api/payments/sandbox/orders/${order.code}/charge-back`, {}, admin.headers)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body.order).toMatchObject({ status: 'canceled', statusReason: 'refunded' })
  expect(await seatsLeft(trip.id)).toBe(10)
  expect((await postJson(t, `/api/payments/sandbox/orders/${order.code}/charge-back`, {}, admin.headers)).status).toBe(409)
  expect((await postJson(t, `/api/payments/sandbox/orders/${order.code}/charge-back`, {}, customer)).status).toBe(403)
})

test('a refund event for an order still pending ends it unpaid, seats back; one for a refused order changes nothing', async () => {
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 10 })
  const order = await placeOrder(t, customer, { tripId: trip.id, optionId, people: 2 })
  const { chargeId } = await orderRow(order.code)
  expect((await sendEvent('charge.refunded', chargeId!, order.code)).body.outcome).toBe('applied')
  expect(await myOrder(order.code)).toMatchObject({ status: 'canceled', statusReason: 'refunded' })
  expect(await seatsLeft(trip.id)).toBe(10)
  expect((await sendEvent('charge.paid', chargeId!, order.code)).body.outcome).toBe('not-pending')
  expect(await seatsLeft(trip.id)).toBe(10)
})

test('an admin refunds a paid order: the sandbox charge is refunded, seats come back, the history and the audit log name the admin', async () => {
  const { trip, order } = await paidOrder()
  clock = new Date('2027-06-02T15:00:00Z')

  const response = await refund(order.code, { note: '  Cliente desistiu  ' })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(response.body).toMatchObject({ status: 'canceled', statusReason: 'refunded', tripSeats: { left: 10, vacancies: 10 } })
  expect(response.body.history.at(-1)).toEqual({
    status: 'canceled',
    reason: 'refunded',
    at: clock.toISOString(),
    by: { id: admin.user.id, name: 'Ana Gestora' },
    note: 'Cliente desistiu',
  })
  expect(await seatsLeft(trip.id)).toBe(10)
  const { chargeId } = await orderRow(order.code)
  expect((await t.db.select({ status: sandboxCharges.status }).from(sandboxCharges).where(eq(sandboxCharges.id, chargeId!)))[0]!.status).toBe('refunded')

  const audit = (await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=order&entityId=${order.code}`, { headers: admin.headers })).body.items
  expect(audit).toMatchObject([
    { action: 'refund', actor: { id: admin.user.id }, changes: { status: ['paid', 'canceled'], note: [null, 'Cliente desistiu'], gatewayRefund: [null, 'refunded'] } },
  ])

  // Twice: the second finds the order no longer paid.
  const again = expectApiError(await refund(order.code), 409)
  expect(again.message).toBe(adminOrderMessages.refundNotPaid)
  expect(await seatsLeft(trip.id)).toBe(10)
})

test('only a paid order is refunded, only by an admin; an unknown code is a 404 and a long note a 400', async () => {
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 10 })
  const pending = await placeOrder(t, customer, { tripId: trip.id, optionId, people: 1 })
  expectApiError(await refund(pending.code), 409)
  expect((await myOrder(pending.code)).status).toBe('pending')

  const { order } = await paidOrder()
  expect((await refund(order.code, {}, customer)).status).toBe(403)
  const agency = await insertSignedInUser(t.db, UserType.agency, {}, clock)
  expect((await refund(order.code, {}, agency.headers)).status).toBe(403)
  expectApiError(await refund(order.code, { note: 'x'.repeat(201) }), 400, ['note'])
  expectApiError(await refund('ZZZZ-ZZZZ'), 404)
  expect((await myOrder(order.code)).status).toBe('paid')
})

test("an agency's refunded sale is taken back in the month of the refund, at the sale's rate", async () => {
  const seller = await insertSignedInUser(
    t.db,
    UserType.agency,
    { firstName: 'Agência Sol', lastName: '', approvedAt: clock, commissionBasisPoints: 1000, sellerCode: 'SOL1' },
    clock,
  )
  const { order } = await paidOrder()
  // As the checkout credits a seller code: the agency and its rate on the order.
  await t.db.update(orders).set({ agencyId: seller.user.id, sellerCode: 'SOL1', commissionBasisPoints: 1000 }).where(eq(orders.code, order.code))
  clock = new Date('2027-06-01T02:59:00Z') // Still May 31st in São Paulo.
  const report = async (month: string) => (await requestJson<CommissionReport>(t, `/api/admin/commissions?month=${month}`, { headers: admin.headers })).body.items
  expect(await report('2027-05')).toMatchObject([{ agencyId: seller.user.id, orders: 1, salesCents: 300_000, commissionCents: 30_000 }])

  clock = new Date('2027-06-01T03:00:00Z')
  expect((await refund(order.code)).status).toBe(200)
  expect(await report('2027-05')).toMatchObject([{ agencyId: seller.user.id, orders: 1, salesCents: 300_000, commissionCents: 30_000 }])
  expect(await report('2027-06')).toMatchObject([{ agencyId: seller.user.id, orders: -1, salesCents: -300_000, commissionCents: -30_000, balanceCents: -30_000 }])
})

// ── Mercado Pago ────────────────────────────────────────────────────────────────────────────

const mpSettings: MercadoPagoSettings = {
  accessToken: 'TEST-0000-access',
  publicKey: 'TEST-public-key',
  webhookSecret: 'mp-webhook-secret',
  apiUrl: 'https://api.mercadopago.test',
}
const PUBLIC_URL = 'https://roteiro.example.com'

function mpNotification(dataId: string, at: Date) {
  const ts = String(Math.floor(at.getTime() / 1000))
  const requestId = 'c3d0a1e4-refund'
  const v1 = createHmac('sha256', mpSettings.webhookSecret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')
  const body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment' })
  return [
    `/api/payments/webhook?data.id=${dataId}&type=payment`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }, body },
  ] as const
}

test('with Mercado Pago, an admin refund POSTs /v1/payments/{id}/refunds; its refunded notification then changes nothing, a chargeback refunds', async () => {
  const fake = fakeMercadoPagoApi(mpSettings)
  const mp = await createTestApp({
    gateway: mercadoPagoGateway(mpSettings, PUBLIC_URL, fake.fetch),
    payments: { gateway: 'mercadopago', mercadoPago: mpSettings, publicUrl: PUBLIC_URL },
  })
  try {
    const now = new Date()
    const mpAdmin = await insertSignedInUser(mp.db, UserType.admin, {}, now)
    const buyer = await insertSignedInUser(mp.db, UserType.customer, {}, now)
    const { trip, optionId } = await tripForSale(mp.db, { vacancies: 10 })
    const paid = async () => {
      const order = await placeOrder(mp, buyer.headers, { tripId: trip.id, optionId, people: 2 })
      const { chargeId } = (await mp.db.select().from(orders).where(eq(orders.code, order.code)))[0]!
      fake.payments.get(chargeId!)!.status = 'approved'
      expect((await mp.app.request(...mpNotification(chargeId!, now))).status).toBe(200)
      return { code: order.code, chargeId: chargeId! }
    }

    const first = await paid()
    const refunded = await postJson<AdminOrder>(mp, `/api/admin/orders/${first.code}/refund`, { note: 'Pedido do cliente' }, mpAdmin.headers)
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body).toMatchObject({ status: 'canceled', statusReason: 'refunded' })
    const call = fake.calls.find((made) => made.method === 'POST' && made.url.endsWith(`/v1/payments/${first.chargeId}/refunds`))
    expect(call?.headers).toMatchObject({ authorization: `Bearer ${mpSettings.accessToken}`, 'x-idempotency-key': `roteiro-refund-${first.chargeId}` })
    expect(call?.body).toEqual({})
    const after = await requestJson<{ outcome: string }>(mp, ...mpNotification(first.chargeId, now))
    expect(after.body.outcome).toBe('not-paid')

    // The gateway refuses a refund (already refunded in its panel): nothing changes here.
    const second = await paid()
    fake.payments.get(second.chargeId)!.status = 'in_mediation'
    const refused = expectApiError(await postJson(mp, `/api/admin/orders/${second.code}/refund`, {}, mpAdmin.headers), 502)
    expect(refused.message).toBe(adminOrderMessages.refundGatewayFailed)
    expect((await mp.db.select().from(orders).where(eq(orders.code, second.code)))[0]!.status).toBe('paid')

    fake.payments.get(second.chargeId)!.status = 'charged_back'
    expect((await requestJson<{ outcome: string }>(mp, ...mpNotification(second.chargeId, now))).body.outcome).toBe('applied')
    expect((await mp.db.select().from(orders).where(eq(orders.code, second.code)))[0]).toMatchObject({ status: 'canceled', statusReason: 'refunded' })
    expect((await mp.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id)))[0]!.seatsLeft).toBe(10)
  } finally {
    await mp.close()
  }
})
