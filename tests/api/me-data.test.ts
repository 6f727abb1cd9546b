import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AdminOrderSummary } from '../../src/domain/admin/order.ts'
import type { AdminUserRow } from '../../src/domain/admin/user.ts'
import { accountDeletionMessages } from '../../src/domain/my-data-messages.ts'
import type { DeletionCodeSent, MyDataExport } from '../../src/domain/my-data.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { placeOrderSchema } from '../../src/domain/order.ts'
import { UserType } from '../../src/domain/session.ts'
import { auditLog, contactMessages, forfaitRequests, orderTravellers, orders, paymentLinks, sessions, trips, users, waitlistEntries } from '../../src/server/db/schema/index.ts'
import { placeOrder as placeOrderThrough, userChannel } from '../../src/server/sale/orders/service.ts'
import { eraseAccount } from '../../src/server/users/erase-account.ts'
import { insertProduct } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { lastCodeFor, mailsTo, postMaybeEmpty } from './helpers/auth.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Awaited<ReturnType<typeof insertSignedInUser>>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = await insertSignedInUser(t.db, UserType.admin)
})
afterAll(() => t.close())

const exportOf = (headers: Record<string, string>) => requestJson<MyDataExport>(t, '/api/me/export', { headers })
const askDeletion = (headers: Record<string, string>) => postJson<DeletionCodeSent>(t, '/api/me/deletion', {}, headers)
const confirmDeletion = (headers: Record<string, string>, code: string) => postMaybeEmpty(t, '/api/me/deletion/confirm', { code }, headers)
const seatsLeft = async (tripId: number) => (await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, tripId)))[0]!.seatsLeft

/** A customer with a paid order and a pending one (of 2 seats), a custom trip request and a contact message. */
async function customerWithHistory() {
  const customer = await insertSignedInUser(t.db, UserType.customer, { firstName: 'Beatriz', lastName: 'Nogueira', cpf: '39053344705' })
  const payer = { name: 'Beatriz Nogueira', email: customer.user.email, cpf: '390.533.447-05' }
  const paidTrip = await tripForSale(t.db)
  const paid = await placeOrder(t, customer.headers, { tripId: paidTrip.trip.id, optionId: paidTrip.optionId, people: 1 }, payer)
  await payInSandbox(t, admin.headers, paid.code)
  const pendingTrip = await tripForSale(t.db)
  const pending = await placeOrder(t, customer.headers, { tripId: pendingTrip.trip.id, optionId: pendingTrip.optionId, people: 2 }, payer)
  const traveller = { name: 'Beatriz Nogueira', document: { kind: 'cpf', number: '390.533.447-05' }, birthDate: '1990-05-31' }
  expect((await sendJson(t, 'PUT', `/api/me/orders/${paid.code}/travellers`, { travellers: [traveller] }, customer.headers)).status).toBe(200)
  const now = new Date()
  await t.db.insert(forfaitRequests).values({ userId: customer.user.id, destination: 'Jalapão', adults: 2, phone: '11987654321', locale: 'pt-BR', createdAt: now, updatedAt: now })
  await t.db.insert(contactMessages).values({ name: 'Beatriz', email: customer.user.email.toUpperCase(), subject: 'Dúvida', message: 'Posso levar meu cachorro?', locale: 'pt-BR' })
  const lapsedAt = new Date('2030-01-01T12:30:00Z')
  await t.db.insert(waitlistEntries).values({
    tripId: paidTrip.trip.id,
    optionId: paidTrip.optionId,
    userId: customer.user.id,
    people: 2,
    status: 'lapsed',
    createdAt: new Date('2030-01-01T10:00:00Z'),
    offeredAt: new Date('2030-01-01T12:00:00Z'),
    offerExpiresAt: lapsedAt,
  })
  return { ...customer, paid, pending, pendingTripId: pendingTrip.trip.id }
}

async function deleteAccount(headers: Record<string, string>, email: string) {
  const asked = await askDeletion(headers)
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  const confirmed = await confirmDeletion(headers, await lastCodeFor(t, email))
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204)
}

test('the export is a dated JSON file with the profile, orders, requests, messages, sessions and waitlist places, and no secret', async () => {
  const customer = await customerWithHistory()
  const stranger = await insertSignedInUser(t.db, UserType.customer)
  await t.db.insert(contactMessages).values({ name: 'Outra', email: stranger.user.email, subject: 'Oi', message: 'Mensagem de outra pessoa', locale: 'pt-BR' })

  const response = await exportOf(customer.headers)

  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="roteiro-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const data = response.body
  expect(data.profile).toMatchObject({ id: customer.user.id, email: customer.user.email, firstName: 'Beatriz', cpf: '39053344705', hasPassword: true })
  expect(data.orders.map((order) => [order.code, order.status])).toEqual([
    [customer.pending.code, 'pending'],
    [customer.paid.code, 'paid'],
  ])
  const paid = data.orders[1]!
  expect(paid.payer).toMatchObject({ name: 'Beatriz Nogueira', cpf: '39053344705' })
  expect(paid.item).toMatchObject({ kind: 'trip', people: 1 })
  expect(paid.history.map((change) => change.status)).toEqual(['pending', 'paid'])
  expect(paid.payments).toMatchObject({ gateway: 'sandbox', chargeId: expect.any(String) })
  expect(paid.payments.events).toHaveLength(1)
  expect(paid.travellers).toEqual([{ name: 'Beatriz Nogueira', document: { kind: 'cpf', number: '39053344705' }, birthDate: '1990-05-31', minor: false, complete: true }])
  expect(data.orders.find((order) => order.code === customer.pending.code)!.travellers).toEqual([
    { name: '', document: null, birthDate: null, minor: false, complete: false },
    { name: '', document: null, birthDate: null, minor: false, complete: false },
  ])
  expect(data.forfaitRequests).toEqual([expect.objectContaining({ destination: 'Jalapão', adults: 2 })])
  expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Posso levar meu cachorro?' })])
  expect(data.sessions).toEqual([expect.objectContaining({ current: true, revokedAt: null })])
  expect(data.notifications).toEqual({ kinds: expect.objectContaining({ 'order-confirmed': true }), pushSubscriptions: [] })
  expect(data.waitlist).toEqual([
    { tripName: expect.any(String), optionName: 'Individual', people: 2, status: 'lapsed', joinedAt: '2030-01-01T10:00:00.000Z', offerExpiresAt: '2030-01-01T12:30:00.000Z' },
  ])
  expect(data).not.toHaveProperty('paymentLinks')
  const text = JSON.stringify(data)
  const [stored] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, customer.user.id))
  const [session] = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, customer.user.id))
  expect(text).not.toContain(stored!.passwordHash!)
  expect(text).not.toContain(session!.tokenHash)
  expect(text).not.toContain(customer.token)
  expect(text).not.toContain('Mensagem de outra pessoa')
})

test("an agency's export carries its payment links; an admin's only their own account", async () => {
  const agency = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db)
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 }, customer: { name: 'Cliente da agência' } })

  const agencyData = (await exportOf(agency.headers)).body
  const adminData = (await exportOf(admin.headers)).body

  expect(agencyData.paymentLinks).toEqual([expect.objectContaining({ token: link.token, customer: expect.objectContaining({ name: 'Cliente da agência' }) })])
  expect(adminData.profile.id).toBe(admin.user.id)
  expect(adminData.orders).toEqual([])
  expect(adminData).not.toHaveProperty('paymentLinks')
})

test('deleting asks for a mailed code, then erases the account: its token is refused and admin searches find nothing', async () => {
  const customer = await customerWithHistory()
  const email = customer.user.email

  const asked = await askDeletion(customer.headers)
  expect(asked.status).toBe(200)
  expect(new Date(asked.body.expiresAt).getTime()).toBeGreaterThan(Date.now())
  const mail = (await mailsTo(t, email)).at(-1)
  expect(mail?.text).toContain('exclusão da sua conta')
  const confirmed = await confirmDeletion(customer.headers, await lastCodeFor(t, email))

  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204)
  expectApiError(await requestJson(t, '/api/me', { headers: customer.headers }), 401)
  expectApiError(await exportOf(customer.headers), 401)
  for (const q of [email, 'Beatriz Nogueira', '39053344705']) {
    const found = await requestJson<Page<AdminUserRow>>(t, `/api/admin/users?q=${encodeURIComponent(q)}`, { headers: admin.headers })
    expect(found.body.total, `users matching ${q}`).toBe(0)
    const orderRows = await requestJson<Page<AdminOrderSummary>>(t, `/api/admin/orders?q=${encodeURIComponent(q)}`, { headers: admin.headers })
    expect(orderRows.body.total, `orders matching ${q}`).toBe(0)
  }
  const [row] = await t.db.select().from(users).where(eq(users.id, customer.user.id))
  expect(row).toMatchObject({ firstName: '', lastName: '', cpf: null, phone: null, birthDate: null, zipCode: null, passwordHash: null, googleSub: null })
  expect(row!.email).toMatch(/^erased-[0-9a-f]{32}@erased\.invalid$/)
  expect(await t.db.select().from(sessions).where(eq(sessions.userId, customer.user.id))).toEqual([expect.objectContaining({ revokedAt: expect.any(Date) })])
  expect(await t.db.select().from(forfaitRequests)).toEqual([])
  expect(await t.db.select().from(contactMessages)).toEqual([])
})

test('an erased account keeps its orders, codes and amounts, without the payer or travellers; a pending order ends and gives its seats back', async () => {
  const customer = await customerWithHistory()
  expect(await seatsLeft(customer.pendingTripId)).toBe(18)

  await deleteAccount(customer.headers, customer.user.email)

  const kept = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id)).orderBy(orders.id)
  expect(kept.map((order) => [order.code, order.amountCents, order.status])).toEqual([
    [customer.paid.code, customer.paid.amountCents, 'paid'],
    [customer.pending.code, customer.pending.amountCents, 'canceled'],
  ])
  expect(await t.db.$count(orderTravellers)).toBe(0)
  for (const order of kept) {
    expect(order.payer).toMatchObject({ name: '', cpf: '', email: '', phone: '', birthDate: '', address: expect.objectContaining({ street: '', zipCode: '' }) })
    expect(JSON.stringify(order)).not.toContain('Beatriz')
  }
  expect(await seatsLeft(customer.pendingTripId)).toBe(20)
  const details = await requestJson<{ code: string; payer: { name: string } }>(t, `/api/admin/orders/${customer.paid.code}`, { headers: admin.headers })
  expect(details.status).toBe(200)
  expect(details.body.payer.name).toBe('')
})

// Issue 25, finding 5. The interleaving a race would take, made explicit: the order's request was
// authenticated (its user id is known), then the erasure committed, then the order's transaction runs.
test('an order whose request was authenticated before the account was erased, placed after the erasure, is refused and keeps no payer', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const product = await insertProduct(t.db, { priceCents: 9_900 })
  const bodies = [{ tripId: trip.id, optionId, people: 1 }, { productId: product.id }].map((item) =>
    v.parse(placeOrderSchema, buildOrderBody(item, { method: 'pix' }, { name: 'Beatriz Nogueira', email: customer.user.email })),
  )

  await t.orders.moves.transaction(new Date(), (tx, move) => eraseAccount(tx, move, customer.user.id, new Date()))

  for (const body of bodies) {
    await expect(placeOrderThrough(t.orders, userChannel(customer.user.id, body), newIdempotencyKey(), body)).rejects.toMatchObject({ code: 'auth.session_expired', status: 401 })
  }
  expect(await t.db.select().from(orders)).toEqual([])
  expect(await seatsLeft(trip.id)).toBe(20)
})

test('the erasure leaves one audit line with no personal data, and scrubs the person from older lines', async () => {
  const customer = await customerWithHistory()
  const updated = await requestJson(t, `/api/admin/users/${customer.user.id}`, {
    method: 'PUT',
    headers: { ...admin.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName: 'Nogueira Lima' }),
  })
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)

  await deleteAccount(customer.headers, customer.user.email)

  const lines = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(customer.user.id)))
  expect(lines.map((line) => line.action)).toEqual(['update', 'erase'])
  const text = JSON.stringify(lines)
  for (const personal of ['Beatriz', 'Nogueira', customer.user.email, '39053344705']) expect(text).not.toContain(personal)
  expect(lines[1]).toMatchObject({ actorId: customer.user.id, actorName: '', entity: 'user', changes: {} })
})

test('a wrong code is refused with the tries left and erases nothing; a deletion never asked for has no code to confirm', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)

  expect(expectApiError(await confirmDeletion(customer.headers, '123456'), 410).code).toBe('account.deletion_code_expired')
  await askDeletion(customer.headers)
  const code = await lastCodeFor(t, customer.user.email)
  const wrong = await confirmDeletion(customer.headers, code === '000000' ? '111111' : '000000')

  const body = expectApiError(wrong, 400, ['code'])
  expect(body).toMatchObject({ code: 'auth.code_wrong', params: { triesLeft: 4 }, message: 'Wrong code: 4 tries left', fieldCodes: { code: { code: 'field.code_wrong' } } })
  expect((await requestJson(t, '/api/me', { headers: customer.headers })).status).toBe(200)
  expectApiError(await confirmDeletion(customer.headers, 'abc'), 400, ['code'])
  expect((await confirmDeletion(customer.headers, code)).status).toBe(204)
})

test('only the newest code works, and it works once', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const other = await insertSignedInUser(t.db, UserType.customer, { email: customer.user.email.replace('@', '+outra@') })
  await askDeletion(customer.headers)
  const first = await lastCodeFor(t, customer.user.email)
  await askDeletion(customer.headers)
  const second = await lastCodeFor(t, customer.user.email)

  if (first !== second) expectApiError(await confirmDeletion(customer.headers, first), 400, ['code'])
  expectApiError(await confirmDeletion(other.headers, second), 410)
  expect((await confirmDeletion(customer.headers, second)).status).toBe(204)
})

test('codes are rate-limited per account', async () => {
  const customer = await insertSignedInUser(t.db, UserType.customer)

  for (let sent = 0; sent < 5; sent++) expect((await askDeletion(customer.headers)).status).toBe(200)

  expectApiError(await askDeletion(customer.headers), 429)
  expect(await mailsTo(t, customer.user.email)).toHaveLength(5)
})

test("an erased agency's open links close, the one a guest is paying too, and every link loses the customer data it typed; the agency's seller code is free again", async () => {
  const agency = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db)
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 }, customer: { name: 'Cliente da agência', email: 'cliente@example.com' } })
  const beingPaid = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 } })
  const guestPayment = { payer: buildOrderBody({ tripId: trip.id, optionId, people: 1 }).payer, payment: { method: 'pix' } }
  const pending = await postJson<{ code: string }>(t, `/api/payment-links/${beingPaid.token}/orders`, guestPayment, { 'Idempotency-Key': newIdempotencyKey() })
  expect(pending.status, JSON.stringify(pending.body)).toBe(201)

  await deleteAccount(agency.headers, agency.user.email)

  const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.token, link.token))
  expect(row).toMatchObject({ status: 'canceled', customerName: null, customerEmail: null, customerPhone: null })
  // The guest's Pix stays payable on its order's page; the link itself closed with its agency.
  const [paying] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.token, beingPaid.token))
  expect(paying!.status).toBe('canceled')
  expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.code, pending.body.code)))[0]!.status).toBe('pending')
  const [shell] = await t.db.select({ type: users.type, sellerCode: users.sellerCode }).from(users).where(eq(users.id, agency.user.id))
  expect(shell).toEqual({ type: UserType.agency, sellerCode: null })
  expect((await requestJson(t, `/api/payment-links/${link.token}`)).status).toBe(410)
})

test('the last admin cannot delete their account; with another admin, the erased one is no admin any more', async () => {
  const refused = expectApiError(await askDeletion(admin.headers), 409)
  expect(refused).toMatchObject({ code: 'account.last_admin', message: accountDeletionMessages.lastAdmin })
  expect(await mailsTo(t, admin.user.email)).toEqual([])

  const other = await insertSignedInUser(t.db, UserType.admin)
  await deleteAccount(admin.headers, admin.user.email)

  const [row] = await t.db.select({ type: users.type }).from(users).where(eq(users.id, admin.user.id))
  expect(row!.type).toBe(UserType.customer)
  expectApiError(await askDeletion(other.headers), 409)
})

test('a last admin whose code was sent while another admin existed is still refused at the confirmation', async () => {
  const other = await insertSignedInUser(t.db, UserType.admin)
  await askDeletion(admin.headers)
  await deleteAccount(other.headers, other.user.email)

  const refused = expectApiError(await confirmDeletion(admin.headers, await lastCodeFor(t, admin.user.email)), 409)

  expect(refused.message).toBe(accountDeletionMessages.lastAdmin)
  expect((await requestJson(t, '/api/me', { headers: admin.headers })).status).toBe(200)
})
