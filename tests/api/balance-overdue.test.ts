import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { orderLedger, remindersSent, sandboxCharges, trips } from '../../src/server/db/schema/index.ts'
import { sweepAndTellOverdue } from '../../src/server/jobs/balance-overdue-sweeper.ts'
import type { ReminderDeps } from '../../src/server/reminders/deliver.ts'
import { sweepReminders } from '../../src/server/reminders/sweep.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { mailsTo } from '../support/mail.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * The trip leaves 2027-09-10; its balance (R$ 1.400 of R$ 2.000, the deposit R$ 600) is due
 * 30 days before, at the end of 2027-08-11 in São Paulo (2027-08-12T02:59:59.999Z), and overdue
 * 3 days later (2027-08-15T02:59:59.999Z).
 */
let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let adminId: number
let customer: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  const signedInAdmin = await insertSignedInUser(t.db, UserType.admin, {}, clock)
  ;({ headers: admin } = signedInAdmin)
  adminId = signedInAdmin.user.id
  customer = await insertSignedInUser(t.db, UserType.customer, {}, clock)
})
afterAll(() => t.close())

const deps = (): ReminderDeps => ({ db: t.db, mailer: t.deps.mailer, notifier: t.orders.notifications.notifier, publicUrl: 'http://localhost:3000' })
const sweep = (at: string) => sweepAndTellOverdue(t.orders, deps(), new Date(at))
/** The customer's and the admin's sessions made at the clock's time (a session made months earlier has expired). */
const customerNow = async () => ({ Authorization: `Bearer ${await createSession(t.db, customer.user.id, clock, 30)}` })
const adminNow = async () => ({ Authorization: `Bearer ${await createSession(t.db, adminId, clock, 30)}` })
const myOrder = async (code: string) => (await requestJson<Order>(t, `/api/me/orders/${code}`, { headers: await customerNow() })).body
const payBalanceByPix = async (code: string) =>
  expect((await postJson(t, `/api/me/orders/${code}/balance`, { payment: { method: 'pix' } }, { ...(await customerNow()), 'Idempotency-Key': newIdempotencyKey() })).status).toBe(
    201,
  )
const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

async function paidDepositAt(buyer: Record<string, string>, paidBy: Record<string, string>) {
  const { trip, item } = await depositTrip(t.db)
  const placed = await postJson<Order>(t, '/api/orders', { ...buildOrderBody(item(2)), plan: 'deposit' }, { ...buyer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  await payInSandbox(t, paidBy, placed.body.code)
  return { trip, code: placed.body.code }
}
const paidDeposit = () => paidDepositAt(customer.headers, admin)

test('an unpaid balance past its grace cancels the order once: seats back, the tier kept of the deposit, the rest refunded through the gateway, the buyer told', async () => {
  const { trip, code } = await paidDeposit()
  expect(await seatsLeft(trip.id)).toBe(18)

  clock = new Date('2027-08-13T12:00:00Z')
  expect((await myOrder(code)).balance?.status).toBe('overdue')
  expect(await sweep('2027-08-15T02:59:00Z')).toBe(0)

  const [first, second] = await Promise.all([sweep('2027-08-15T12:00:00Z'), sweep('2027-08-15T12:00:00Z')])
  expect([first, second].filter((count) => count === 1)).toHaveLength(1)
  expect(await sweep('2027-08-16T12:00:00Z')).toBe(0)

  clock = new Date('2027-08-15T12:00:00Z')
  // 26 days before departure: the default policy's 20 % of R$ 2.000 is kept of the R$ 600 paid.
  expect(await myOrder(code)).toMatchObject({ status: 'canceled', statusReason: 'balance_overdue', paidCents: 40_000, balance: { status: 'overdue' } })
  expect(await seatsLeft(trip.id)).toBe(20)
  const ledger = await t.db.select({ kind: orderLedger.kind, amountCents: orderLedger.amountCents, sentAt: orderLedger.sentAt, source: orderLedger.source }).from(orderLedger)
  expect(ledger.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'charge', amountCents: 60_000, sentAt: null, source: 'gateway' },
    { kind: 'penalty', amountCents: 40_000, sentAt: null, source: 'system' },
    // Given back through the sandbox the deposit's Pix was paid at, as the sweep ended.
    { kind: 'refund', amountCents: 20_000, sentAt: new Date('2027-08-15T12:00:00Z'), source: 'system' },
  ])
  expect(await t.db.select({ status: sandboxCharges.status, refundedCents: sandboxCharges.refundedCents }).from(sandboxCharges)).toEqual([
    { status: 'paid', refundedCents: 20_000 },
  ])
  const mails = await mailsTo(t.mailDir, customer.user.email)
  expect(mails.map((mail) => mail.subject)).toContainEqual(
    expect.stringMatching(new RegExp(`^(Pedido ${code} cancelado: o saldo não foi pago|Order ${code} canceled: the balance was not paid)$`)),
  )
})

test('an order canceled for its balance within 7 days of its purchase keeps nothing: all it paid is owed back (CDC art. 49)', async () => {
  clock = new Date('2027-08-11T12:00:00Z')
  const { code } = await paidDepositAt(await customerNow(), await adminNow())
  expect(await sweep('2027-08-15T12:00:00Z')).toBe(1)
  clock = new Date('2027-08-15T12:00:00Z')
  expect(await myOrder(code)).toMatchObject({ statusReason: 'balance_overdue', paidCents: 0 })
  const ledger = await t.db.select({ kind: orderLedger.kind, amountCents: orderLedger.amountCents }).from(orderLedger)
  expect(ledger.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'charge', amountCents: 60_000 },
    { kind: 'refund', amountCents: 60_000 },
  ])
})

test('a balance paid, or one waiting within its time, holds the order past the due date', async () => {
  const paid = await paidDeposit()
  const waiting = await paidDeposit()
  clock = new Date('2027-08-14T23:50:00Z')
  await payBalanceByPix(paid.code)
  await payInSandbox(t, await adminNow(), paid.code)
  clock = new Date('2027-08-15T02:50:00Z')
  await payBalanceByPix(waiting.code)

  expect(await sweep('2027-08-15T03:10:00Z')).toBe(0)
  // The Pix ran out unpaid: the next sweep cancels that order only.
  expect(await sweep('2027-08-15T03:30:00Z')).toBe(1)
  clock = new Date('2027-08-15T03:30:00Z')
  expect((await myOrder(paid.code)).status).toBe('paid')
  expect((await myOrder(waiting.code)).statusReason).toBe('balance_overdue')
})

test('the balance is reminded a week before its due day and on its eve, once each, and not once paid', async () => {
  const { code } = await paidDeposit()
  const other = await paidDeposit()
  await payBalanceByPix(other.code)
  await payInSandbox(t, admin, other.code)
  const remind = (at: string) => sweepReminders(deps(), new Date(at))
  const kinds = async () => (await t.db.select({ kind: remindersSent.kind }).from(remindersSent)).map((row) => row.kind).sort()

  expect(await remind('2027-08-03T13:00:00Z')).toBe(0)
  // 2027-08-04, 09:00 in São Paulo: the due day is 7 days away.
  expect(await remind('2027-08-04T11:59:00Z')).toBe(0)
  expect(await remind('2027-08-04T12:00:00Z')).toBe(1)
  expect(await remind('2027-08-05T12:00:00Z')).toBe(0)
  expect(await remind('2027-08-10T12:00:00Z')).toBe(1)
  expect(await kinds()).toEqual(['balance-due-tomorrow', 'balance-due-week'])
  const mails = await mailsTo(t.mailDir, customer.user.email)
  const balanceMails = mails.filter((mail) => mail.subject.includes(code) && /saldo|balance/.test(mail.subject))
  expect(balanceMails).toHaveLength(2)
  expect(balanceMails.every((mail) => /1\.400,00|1,400\.00/.test(mail.text))).toBe(true)
})
