import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder, OwedRefund } from '../../src/domain/admin/order.ts'
import type { CardToken, Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { auditLog, sandboxCharges } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * A cancellation's refund goes back payment by payment through the gateway each came from (the
 * sandbox here; Mercado Pago in cancellation-mercadopago.test.ts); a boleto's is owed to the
 * buyer's Pix key, for an admin to send and mark sent.
 */

let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: Record<string, string>
let signedIn: { adminId: number; customerId: number }
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  const signedInAdmin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  const signedInCustomer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  ;({ headers: admin } = signedInAdmin)
  ;({ headers: customer } = signedInCustomer)
  signedIn = { adminId: signedInAdmin.user.id, customerId: signedInCustomer.user.id }
})
afterAll(() => t.close())

/** Moves the clock, the admin and the customer signing in again then (a session lasts 30 days). */
async function moveClockTo(at: string) {
  clock = new Date(at)
  admin = bearer(await createSession(t.db, signedIn.adminId, clock, 30))
  customer = bearer(await createSession(t.db, signedIn.customerId, clock, 30))
}

async function cardToken() {
  const response = await postJson<CardToken>(t, '/sandbox-gateway/v1/card-tokens', {
    number: '4111 1111 1111 1111',
    holderName: 'MARIA DA SILVA',
    expMonth: 12,
    expYear: 2040,
    cvv: '123',
  })
  return response.body.token
}

const place = (body: object) => postJson<Order>(t, '/api/orders', body, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
const cancel = (code: string, body: object) => postJson<Order>(t, `/api/me/orders/${code}/cancellation`, body, customer)
const adminOrder = async (code: string) => (await requestJson<AdminOrder>(t, `/api/admin/orders/${code}`, { headers: admin })).body
const sandboxRefunded = async () =>
  (await t.db.select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status, refundedCents: sandboxCharges.refundedCents }).from(sandboxCharges)).sort(
    (a, b) => a.amountCents - b.amountCents,
  )

test('a deposit by card and a balance by Pix: the refund takes the Pix balance back first at the gateway (a sent refund row), the card deposit keeps the penalty', async () => {
  const { item } = await depositTrip(t.db)
  const deposit = await place({ ...buildOrderBody(item(2), { method: 'card', cardToken: await cardToken() }), plan: 'deposit' })
  expect(deposit.body).toMatchObject({ status: 'paid', paidCents: 60_000 })
  const balance = await postJson<Order>(t, `/api/me/orders/${deposit.body.code}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(balance.status).toBe(201)
  await payInSandbox(t, admin, deposit.body.code)

  // 2027-08-25: 16 days before departure, the 30 % tier: R$ 600 kept of R$ 2.000, R$ 1.400 back.
  await moveClockTo('2027-08-25T12:00:00Z')
  const canceled = await cancel(deposit.body.code, { choice: 'refund' })
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({ paidCents: 60_000, cancellation: { refundCents: 140_000, penaltyCents: 60_000 } })
  // The Pix balance (R$ 1.400) is given back whole; the card deposit keeps the penalty.
  expect(await sandboxRefunded()).toEqual([
    { amountCents: 60_000, status: 'paid', refundedCents: 0 },
    { amountCents: 140_000, status: 'refunded', refundedCents: 140_000 },
  ])
  const refunds = (await adminOrder(deposit.body.code)).ledger.filter((row) => row.kind === 'refund')
  expect(refunds.map(({ amountCents, method, purpose, sentAt }) => ({ amountCents, method, purpose, sentAt }))).toEqual([
    { amountCents: 140_000, method: 'pix', purpose: 'balance', sentAt: '2027-08-25T12:00:00.000Z' },
  ])
})

test('past 7 days a card order is refunded in part at the gateway: the charge stays paid with the refund counted', async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(2), { method: 'card', cardToken: await cardToken() }))
  await moveClockTo('2027-06-10T12:00:00Z')
  expect((await cancel(placed.body.code, { choice: 'refund' })).body).toMatchObject({ status: 'canceled', paidCents: 20_000 })
  expect(await sandboxRefunded()).toEqual([{ amountCents: 200_000, status: 'paid', refundedCents: 180_000 }])
  expect((await adminOrder(placed.body.code)).ledger.map(({ kind, amountCents, sentAt }) => ({ kind, amountCents, sent: sentAt !== null }))).toEqual([
    { kind: 'charge', amountCents: 200_000, sent: false },
    { kind: 'penalty', amountCents: 20_000, sent: false },
    { kind: 'refund', amountCents: 180_000, sent: true },
  ])
})

test("a boleto's refund is owed to the buyer's Pix key: listed for the admins, marked sent once, in the audit log", async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(1), { method: 'boleto' }))
  await payInSandbox(t, admin, placed.body.code)
  expect((await cancel(placed.body.code, { choice: 'refund', pixKey: '529.982.247-25' })).status).toBe(200)

  const owed = await requestJson<OwedRefund[]>(t, '/api/admin/orders/refunds-owed', { headers: admin })
  expect(owed.body).toEqual([
    { id: expect.any(Number), code: placed.body.code, amountCents: 100_000, method: 'boleto', pixKey: '529.982.247-25', payerName: 'Maria da Silva', at: clock.toISOString() },
  ])
  expect((await adminOrder(placed.body.code)).refundPixKey).toBe('529.982.247-25')
  expectApiError(await requestJson(t, '/api/admin/orders/refunds-owed', { headers: customer }), 403)

  const id = owed.body[0]!.id
  expectApiError(await postJson(t, `/api/admin/orders/${placed.body.code}/refunds/${id}/sent`, {}, customer), 403)
  const sent = await postJson<AdminOrder>(t, `/api/admin/orders/${placed.body.code}/refunds/${id}/sent`, { note: 'Pix enviado' }, admin)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  expect(sent.body.ledger.find((row) => row.id === id)?.sentAt).toBe(clock.toISOString())
  expect((await requestJson<OwedRefund[]>(t, '/api/admin/orders/refunds-owed', { headers: admin })).body).toEqual([])
  expectApiError(await postJson(t, `/api/admin/orders/${placed.body.code}/refunds/${id}/sent`, {}, admin), 409)
  expectApiError(await postJson(t, `/api/admin/orders/${placed.body.code}/refunds/${id + 1000}/sent`, {}, admin), 404)
  const audit = await t.db.select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'refund_sent'))
  expect(audit).toEqual([{ action: 'refund_sent', entityId: placed.body.code }])
})

test('an admin cancels a paid order by the quote or an override of the refund, which needs a note and goes in the audit log', async () => {
  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(2)))
  await payInSandbox(t, admin, placed.body.code)
  const path = `/api/admin/orders/${placed.body.code}/cancellation`
  expect((await requestJson(t, path, { headers: admin })).body).toMatchObject({ allowed: true, withdrawalRight: true, refundCents: 200_000 })
  expectApiError(await postJson(t, path, { choice: 'refund' }, customer), 403)
  expectApiError(await postJson(t, path, { choice: 'refund', refundCents: 150_000 }, admin), 400, ['note'])
  expectApiError(await postJson(t, path, { choice: 'refund', refundCents: 250_000, note: 'acordo' }, admin), 400, ['refundCents'])

  const canceled = await postJson<AdminOrder>(t, path, { choice: 'refund', refundCents: 150_000, note: 'acordo com o cliente' }, admin)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({
    status: 'canceled',
    statusReason: 'canceled_by_admin',
    paidCents: 50_000,
    cancellation: { reason: 'canceled_by_admin', choice: 'refund', refundCents: 150_000, penaltyCents: 50_000, credit: null },
  })
  expect(await sandboxRefunded()).toEqual([{ amountCents: 200_000, status: 'paid', refundedCents: 150_000 }])
  const [audit] = await t.db.select({ changes: auditLog.changes }).from(auditLog).where(eq(auditLog.action, 'cancel_paid'))
  expect(audit?.changes).toMatchObject({ refundCents: [null, 150_000], override: [null, true], note: [null, 'acordo com o cliente'] })
  expectApiError(await postJson(t, path, { choice: 'refund' }, admin), 409)
})
