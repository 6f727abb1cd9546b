import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrder } from '../../src/domain/admin/order.ts'
import type { TravelCredit } from '../../src/domain/cancellation.ts'
import type { Order } from '../../src/domain/order.ts'
import type { GuestCredit, GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox } from './helpers/admin-orders.ts'
import { bearer } from './helpers/auth.ts'
import { depositTrip } from './helpers/deposit-trips.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { nextMailTo } from '../support/mail.ts'

/* A credit from a canceled order, spent first at checkout (issue 27): the rest charged, never below 0, the owner's only. */

let clock = new Date('2027-05-31T12:00:00Z')
let t: TestApp
let admin: Record<string, string>
let customer: Record<string, string>
let customerId: number
let customerEmail: string
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
beforeEach(async () => {
  await t.reset()
  clock = new Date('2027-05-31T12:00:00Z')
  admin = (await insertSignedInUser(t.db, UserType.admin, {}, clock)).headers
  const signedIn = await insertSignedInUser(t.db, UserType.customer, {}, clock)
  customer = signedIn.headers
  customerId = signedIn.user.id
  customerEmail = signedIn.user.email
})
afterAll(() => t.close())

const place = (body: object, headers = customer) => postJson<Order>(t, '/api/orders', body, { ...headers, 'Idempotency-Key': newIdempotencyKey() })
const myCredits = async (headers = customer) => (await requestJson<{ items: TravelCredit[] }>(t, '/api/me/credits', { headers })).body.items

/** A paid order of `people` at R$ 1.000 canceled for a credit: answers the credit's code. */
async function creditOf(people: number) {
  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(people)))
  await payInSandbox(t, admin, placed.body.code)
  const canceled = await postJson<Order>(t, `/api/me/orders/${placed.body.code}/cancellation`, { choice: 'credit' }, customer)
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
  return { code: canceled.body.cancellation!.credit!.code, from: placed.body.code }
}

test('the account lists its credits; a credit pays the order first and the gateway charges the rest', async () => {
  const credit = await creditOf(1)
  expect(await myCredits()).toEqual([{ code: credit.code, amountCents: 100_000, balanceCents: 100_000, expiresAt: '2028-05-31T12:00:00.000Z', fromOrder: credit.from }])

  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(2), { creditCode: credit.code.toLowerCase() }))
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body).toMatchObject({ status: 'pending', amountCents: 200_000, creditAppliedCents: 100_000, installmentValuesCents: [100_000] })
  expect((await myCredits())[0]?.balanceCents).toBe(0)
  const paid = await payInSandbox(t, admin, placed.body.code)
  expect(paid).toMatchObject({ status: 'paid', paidCents: 200_000 })
  const ledger = (await requestJson<AdminOrder>(t, `/api/admin/orders/${placed.body.code}`, { headers: admin })).body.ledger
  expect(ledger.map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual([
    { kind: 'charge', amountCents: 100_000 },
    { kind: 'credit_used', amountCents: 100_000 },
  ])
  // Used up: a second order cannot spend it again.
  expectApiError(await place(buildOrderBody(item(1), { creditCode: credit.code })), 400, ['payment.creditCode'])
})

test('a credit covering everything gives a paid order with no charge; what is left stays on the credit', async () => {
  const credit = await creditOf(2)
  const { item } = await depositTrip(t.db)
  const placed = await place(buildOrderBody(item(1), { creditCode: credit.code }))
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  expect(placed.body).toMatchObject({ status: 'paid', paidCents: 100_000, creditAppliedCents: 100_000, installmentValuesCents: [0], expiresAt: null })
  expect((await myCredits()).find((row) => row.code === credit.code)?.balanceCents).toBe(100_000)
})

test('an order that ends unpaid gives its credit back; another account’s, an unknown or an expired code is refused alike', async () => {
  const credit = await creditOf(1)
  const { item } = await depositTrip(t.db)
  const pending = await place(buildOrderBody(item(2), { creditCode: credit.code }))
  expect((await myCredits())[0]?.balanceCents).toBe(0)
  // The Pix's 30 minutes run out: the order is canceled as it is read, the credit whole again.
  clock = new Date(clock.getTime() + 31 * 60_000)
  expect((await requestJson<Order>(t, `/api/me/orders/${pending.body.code}`, { headers: customer })).body.status).toBe('canceled')
  expect((await myCredits())[0]?.balanceCents).toBe(100_000)

  const other = (await insertSignedInUser(t.db, UserType.customer, {}, clock)).headers
  expectApiError(await place(buildOrderBody(item(1), { creditCode: credit.code }), other), 400, ['payment.creditCode'])
  expect(await myCredits(other)).toEqual([])
  expectApiError(await place(buildOrderBody(item(1), { creditCode: 'CRED-0000-0000' })), 400, ['payment.creditCode'])
  // A year after it was issued the credit has expired (its owner signs in again then).
  const later = await depositTrip(t.db, { checkIn: '2029-01-10' })
  clock = new Date('2028-06-01T12:00:00Z')
  const ownerLater = bearer(await createSession(t.db, customerId, clock, 30))
  expectApiError(await place(buildOrderBody(later.item(1), { creditCode: credit.code }), ownerLater), 400, ['payment.creditCode'])
  expect((await place(buildOrderBody(later.item(1)), ownerLater)).status).toBe(201)
})

test("a guest's credit is bound to the payer's email: spent on a link's order by that payer only", async () => {
  const { trip, optionId } = await depositTrip(t.db)
  const agency = await insertApprovedAgency(t.db, {}, clock)
  const item = { tripId: trip.id, optionId, people: 1 }
  const buy = async (payment: object, email: string) => {
    const link = await createLink(t, agency.headers, { item })
    return postJson<Order & GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, buildOrderBody(item, payment, { email }), { 'Idempotency-Key': newIdempotencyKey() })
  }
  const first = await buy({}, 'guest@example.com')
  await payInSandbox(t, admin, first.body.code)
  const canceled = await postJson<Order>(t, `/api/external-orders/${first.body.code}/cancellation`, { choice: 'credit' }, { Authorization: `Bearer ${first.body.accessToken}` })
  const code = canceled.body.cancellation!.credit!.code

  // The link's form checks it first, with the payer's email: the same rule, the same 400 for each miss.
  const link = await createLink(t, agency.headers, { item })
  const check = (body: object) => postJson<GuestCredit>(t, `/api/payment-links/${link.token}/credit`, body, {})
  expect((await check({ code: code.toLowerCase(), email: ' Guest@Example.com ' })).body).toEqual({ code, balanceCents: 100_000, expiresAt: '2028-05-31T12:00:00.000Z' })
  expectApiError(await check({ code, email: 'someone@example.com' }), 400, ['code'])
  expectApiError(await check({ code: 'CRED-0000-0000', email: 'guest@example.com' }), 400, ['code'])
  expectApiError(await postJson(t, '/api/payment-links/nope/credit', { code, email: 'guest@example.com' }, {}), 404)

  expectApiError(await buy({ creditCode: code }, 'someone@example.com'), 400, ['payment.creditCode'])
  expectApiError(await place(buildOrderBody(item, { creditCode: code }, { email: 'guest@example.com' })), 400, ['payment.creditCode'])
  const spent = await buy({ creditCode: code }, 'GUEST@example.com')
  expect(spent.status, JSON.stringify(spent.body)).toBe(201)
  expect(spent.body).toMatchObject({ status: 'paid', creditAppliedCents: 100_000 })
})

test('a balance is not paid with a credit', async () => {
  const credit = await creditOf(1)
  const { item } = await depositTrip(t.db)
  const deposit = await place({ ...buildOrderBody(item(1)), plan: 'deposit' })
  await payInSandbox(t, admin, deposit.body.code)
  const refused = await postJson(
    t,
    `/api/me/orders/${deposit.body.code}/balance`,
    { payment: { method: 'pix', creditCode: credit.code } },
    { ...customer, 'Idempotency-Key': newIdempotencyKey() },
  )
  expectApiError(refused, 400, ['payment.creditCode'])
})

/** The mail to `email` with `subject`, waiting for it: the notice is sent after the answer, among the order's other mails. */
async function mailWith(email: string, subject: string) {
  for (let seen = 0; ; seen++) {
    const mail = await nextMailTo(t.mailDir, email, seen)
    if (mail.subject === subject) return mail
  }
}

test("the credit's code is mailed to its owner: an account's buyer, and a guest's payer (issue 27)", async () => {
  const credit = await creditOf(1)
  const mail = await mailWith(customerEmail, `Seu crédito de R$ 1.000,00: ${credit.code}`)
  expect(mail.text).toContain(`Código: ${credit.code}`)
  expect(mail.text).toContain('Válido até: 31 de mai. de 2028')
  expect(mail.text).toContain(`/user/myAcquired?order=${credit.from}`)

  const { trip, optionId } = await depositTrip(t.db)
  const agency = await insertApprovedAgency(t.db, {}, clock)
  const item = { tripId: trip.id, optionId, people: 1 }
  const link = await createLink(t, agency.headers, { item })
  const guest = 'credit-guest@example.com'
  const bought = await postJson<Order & GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, buildOrderBody(item, {}, { email: guest }), {
    'Idempotency-Key': newIdempotencyKey(),
  })
  await payInSandbox(t, admin, bought.body.code)
  const canceled = await postJson<Order>(t, `/api/external-orders/${bought.body.code}/cancellation`, { choice: 'credit' }, { Authorization: `Bearer ${bought.body.accessToken}` })
  const guestMail = await mailWith(guest, `Seu crédito de R$ 1.000,00: ${canceled.body.cancellation!.credit!.code}`)
  expect(guestMail.text).toContain(`/external-post-checkout?order=${bought.body.code}`)
})

test("a guest's credit checks that find nothing are 20 an hour per IP, then 429 until the hour ends", async () => {
  const { trip, optionId } = await depositTrip(t.db)
  const agency = await insertApprovedAgency(t.db, {}, clock)
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 } })
  const check = (code: string) => postJson(t, `/api/payment-links/${link.token}/credit`, { code, email: 'guest@example.com' }, {})
  for (let miss = 0; miss < 20; miss++) expectApiError(await check('CRED-0000-0000'), 400, ['code'])
  expectApiError(await check('CRED-0000-0000'), 429)
  clock = new Date(clock.getTime() + 60 * 60_000)
  expectApiError(await check('CRED-0000-0000'), 400, ['code'])
})
