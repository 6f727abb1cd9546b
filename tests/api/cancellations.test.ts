import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import type { CancellationQuote } from '../../src/domain/cancellation.ts'
import type { Order } from '../../src/domain/order.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { trips, tripSaleTerms } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { bearer } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * A buyer cancels a paid trip order (issue 27): the quote first (the policy's tier, or everything
 * back within 7 days of the purchase), then the cancellation by refund or credit.
 */

const DAY = 86_400_000
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
async function moveClockTo(at: string | Date) {
  clock = new Date(at)
  admin = bearer(await createSession(t.db, signedIn.adminId, clock, 30))
  customer = bearer(await createSession(t.db, signedIn.customerId, clock, 30))
}

const quoteOf = async (code: string, headers = customer) => requestJson<CancellationQuote>(t, `/api/me/orders/${code}/cancellation`, { headers })
const cancel = (code: string, body: object, headers = customer) => postJson<Order>(t, `/api/me/orders/${code}/cancellation`, body, headers)
const seatsLeft = async (tripId: number) => (await t.db.select({ left: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.left
const ledgerOf = async (code: string) =>
  (await requestJson<AdminOrder>(t, `/api/admin/orders/${code}`, { headers: admin })).body.ledger.map(({ kind, amountCents, method, sentAt }) => ({
    kind,
    amountCents,
    method,
    sent: sentAt !== null,
  }))

/** 2 people at R$ 1.000 (the trip leaves 2027-09-10, the default policy), paid in full by `method` on 2027-05-31. */
async function paidOrder(method: 'pix' | 'boleto' = 'pix') {
  const sale = await depositTrip(t.db)
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody(sale.item(2), { method }), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(t, admin, placed.body.code)
  return { ...sale, code: placed.body.code }
}

test("the quote past 7 days of the purchase applies the policy's tier; within them everything comes back", async () => {
  const { code } = await paidOrder()
  clock = new Date(clock.getTime() + 3 * DAY)
  const early = await quoteOf(code)
  expect(early.status).toBe(200)
  expect(early.body).toEqual({
    allowed: true,
    withdrawalRight: true,
    paidCents: 200_000,
    penaltyCents: 0,
    refundCents: 200_000,
    creditCents: 200_000,
    reason: 'withdrawal_right',
    tier: null,
  })

  // 2027-06-10: 92 days before departure, the default policy's first tier (31 days or more: 10 %).
  await moveClockTo('2027-06-10T12:00:00Z')
  expect((await quoteOf(code)).body).toEqual({
    allowed: true,
    withdrawalRight: false,
    paidCents: 200_000,
    penaltyCents: 20_000,
    refundCents: 180_000,
    creditCents: 200_000,
    reason: 'policy_tier',
    tier: { daysBefore: 31, penaltyPercent: 10 },
  })
  // 2027-08-25: 16 days before, the 0-day tier (30 %).
  await moveClockTo('2027-08-25T12:00:00Z')
  expect((await quoteOf(code)).body).toMatchObject({ penaltyCents: 60_000, refundCents: 140_000, tier: { daysBefore: 0, penaltyPercent: 30 } })
})

test('cancelling by refund: the order is canceled at once with its seats back, the penalty and the refund in the ledger; a second call is a 409', async () => {
  const { code, trip } = await paidOrder()
  expect(await seatsLeft(trip.id)).toBe(18)
  await moveClockTo('2027-06-10T12:00:00Z')

  const canceled = await cancel(code, { choice: 'refund' })
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({
    status: 'canceled',
    statusReason: 'customer_request',
    paidCents: 20_000,
    cancellation: { reason: 'customer_request', choice: 'refund', refundCents: 180_000, penaltyCents: 20_000, credit: null },
  })
  expect(await seatsLeft(trip.id)).toBe(20)
  expect((await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body.cancellation).toEqual(canceled.body.cancellation)
  const ledger = await ledgerOf(code)
  expect(ledger.filter((row) => row.kind !== 'charge').map(({ kind, amountCents, method }) => ({ kind, amountCents, method }))).toEqual([
    { kind: 'penalty', amountCents: 20_000, method: null },
    { kind: 'refund', amountCents: 180_000, method: 'pix' },
  ])

  expectApiError(await cancel(code, { choice: 'refund' }), 409)
  expect(await seatsLeft(trip.id)).toBe(20)
  expect((await quoteOf(code)).body).toMatchObject({ allowed: false, reason: 'not_paid', refundCents: 0 })
})

test('cancelling for a credit: a code worth everything paid, valid for the policy’s months, no penalty', async () => {
  const { code } = await paidOrder()
  await moveClockTo('2027-08-25T12:00:00Z')
  const canceled = await cancel(code, { choice: 'credit' })
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body).toMatchObject({ status: 'canceled', paidCents: 0, cancellation: { choice: 'credit', refundCents: 0, penaltyCents: 0 } })
  expect(canceled.body.cancellation?.credit).toEqual({ code: expect.stringMatching(/^CRED-[0-9A-Z]{4}-[0-9A-Z]{4}$/), amountCents: 200_000, expiresAt: '2028-08-25T12:00:00.000Z' })
  expect((await ledgerOf(code)).filter((row) => row.kind !== 'charge')).toEqual([{ kind: 'credit_issued', amountCents: 200_000, method: null, sent: false }])
})

test('a trip that offers no credit refuses the credit on `choice`; a boleto asks for a Pix key', async () => {
  const { code, trip } = await paidOrder('boleto')
  await t.db.update(tripSaleTerms).set({ creditMonths: null }).where(eq(tripSaleTerms.tripId, trip.id))
  expect((await quoteOf(code)).body.creditCents).toBeNull()
  expectApiError(await cancel(code, { choice: 'credit' }), 400, ['choice'])
  const noKey = await cancel(code, { choice: 'refund' })
  expectApiError(noKey, 400, ['pixKey'])
  expect((await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: customer })).body.status).toBe('paid')

  const canceled = await cancel(code, { choice: 'refund', pixKey: 'maria@example.com' })
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  // Within 7 days: everything back, owed by hand to the Pix key (not sent yet).
  expect((await ledgerOf(code)).filter((row) => row.kind !== 'charge')).toEqual([{ kind: 'refund', amountCents: 200_000, method: 'boleto', sent: false }])
})

test('an order not paid, another buyer’s, or with a balance payment waiting is not canceled', async () => {
  const { item } = await depositTrip(t.db)
  const pending = await postJson<Order>(t, '/api/orders', buildOrderBody(item(1)), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect((await quoteOf(pending.body.code)).body).toMatchObject({ allowed: false, reason: 'not_paid' })
  expectApiError(await cancel(pending.body.code, { choice: 'refund' }), 409)

  const deposit = await postJson<Order>(t, '/api/orders', { ...buildOrderBody(item(1)), plan: 'deposit' }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  await payInSandbox(t, admin, deposit.body.code)
  const other = (await insertSignedInUser(t.db, UserType.customer, {}, clock)).headers
  expectApiError(await quoteOf(deposit.body.code, other), 404)
  expectApiError(await cancel(deposit.body.code, { choice: 'refund' }, other), 404)

  const balance = await postJson<Order>(t, `/api/me/orders/${deposit.body.code}/balance`, { payment: { method: 'pix' } }, { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(balance.status).toBe(201)
  expect((await quoteOf(deposit.body.code)).body).toMatchObject({ allowed: false, reason: 'balance_pending' })
  const refused = await cancel(deposit.body.code, { choice: 'refund' })
  expect(refused.body).toMatchObject({ code: 'order.balance_pending' })
})

test('a guest cancels with the order access token, and gets a credit bound to the payer’s email', async () => {
  const { trip, optionId } = await depositTrip(t.db)
  const agency = await insertApprovedAgency(t.db, {}, clock)
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 } })
  const placed = await postJson<Order & GuestOrderPlaced>(
    t,
    `/api/payment-links/${link.token}/orders`,
    buildOrderBody({ tripId: trip.id, optionId, people: 1 }, {}, { email: 'Guest@Example.com' }),
    {
      'Idempotency-Key': newIdempotencyKey(),
    },
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(t, admin, placed.body.code)
  const guest = { Authorization: `Bearer ${placed.body.accessToken}` }
  const path = `/api/external-orders/${placed.body.code}/cancellation`
  expectApiError(await requestJson(t, path, { headers: { Authorization: 'Bearer nope' } }), 404)
  expect((await requestJson<CancellationQuote>(t, path, { headers: guest })).body).toMatchObject({ allowed: true, withdrawalRight: true, refundCents: 100_000 })
  const canceled = await postJson<Order>(t, path, { choice: 'credit' }, guest)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  expect(canceled.body.cancellation).toMatchObject({ reason: 'customer_request', choice: 'credit', credit: { amountCents: 100_000 } })
  const [credit] = await t.db.query.credits.findMany()
  expect(credit).toMatchObject({ userId: null, email: 'guest@example.com', balanceCents: 100_000 })
})
