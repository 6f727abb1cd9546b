import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { preferencesOf } from '../../src/domain/notification-preferences.ts'
import type { GuestOrderPlaced } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { insertProduct } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { buildCpf, insertSignedInUser, uniqueEmail } from '../factories/users.ts'
import { payInSandbox, placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { bearer, lastCodeFor, postMaybeEmpty, signIn, signUpCustomer } from './helpers/auth.ts'
import { erasureFindings, tablesHolding } from './helpers/erasure-scan.ts'
import { postJson, requestJson, sendJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/*
 * Issue 25, "the suite says exactly what it proves": a person's erasure is checked on every table,
 * not on the few a test names. The person puts their data wherever the app lets them (through the
 * real API), erases their account through the real endpoint, and then every column of every table
 * the database has (read from its catalogue: a table added later is scanned too) is searched for
 * anything that names them. Where the docs say a value is kept, helpers/erasure-scan.ts names the
 * column and why.
 */

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  ;({ headers: admin } = await insertSignedInUser(t.db, UserType.admin))
})
afterAll(() => t.close())

const digitsOf = (text: string) => text.replace(/\D/g, '')
const expectStatus = (response: { status: number; body: unknown }, status: number) => expect(response.status, JSON.stringify(response.body)).toBe(status)

async function eraseThroughTheApp(headers: Record<string, string>, email: string) {
  expectStatus(await postJson(t, '/api/me/deletion', {}, headers), 200)
  expectStatus(await postMaybeEmpty(t, '/api/me/deletion/confirm', { code: await lastCodeFor(t, email) }, headers), 204)
}

/** Tables the customer below puts their data in (a subset: the scan reads every table). */
const placesBefore = [
  'admin_invitations',
  'audit_log',
  'auth_challenges',
  'contact_messages',
  'forfait_requests',
  'order_status_history',
  'order_travellers',
  'orders',
  'payment_links',
  'push_subscriptions',
  'rate_limits',
  'users',
]

/** A browser's subscription at Firebase's push service: nothing is sent to it here. */
function pushSubscription() {
  const ecdh = createECDH('prime256v1')
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

test("a customer's erasure leaves nothing that names them in any column of any table", { timeout: 60_000 }, async () => {
  const person = {
    firstName: 'Zuleika',
    lastName: 'Quintanilha',
    email: uniqueEmail('zuleika'),
    cpf: buildCpf(),
    phone: '(21) 97531-8642',
    birthDate: '1987-11-23',
    address: { zipCode: '22041-011', street: 'Rua Anita Garibaldi', number: '77', complement: 'casa 3', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' },
  }
  const companion = { name: 'Otaviano Quintanilha', document: { kind: 'passport', number: 'FX1239876' }, birthDate: '1985-02-14' }
  const payer = { name: `${person.firstName} ${person.lastName}`, email: person.email, cpf: person.cpf, phone: person.phone, birthDate: person.birthDate, address: person.address }

  // An admin's invitation to their address, before they signed up as a customer.
  expectStatus(await postJson(t, '/api/admin/invitations', { email: person.email }, admin), 201)
  // The account: a sign-up (its code and counters), a wrong password, a second sign-in, a reset link, the profile's address.
  const { input, headers } = await signUpCustomer(t, { ...person, address: undefined })
  expectStatus(await postJson(t, '/api/auth/signin', { email: person.email, password: 'Errada#Senha99' }), 400)
  await signIn(t, person.email, input.password)
  expectStatus(await postMaybeEmpty(t, '/api/auth/password-reset', { email: person.email }), 202)
  expectStatus(await sendJson(t, 'PATCH', '/api/me', { address: person.address }, headers), 200)
  const me = (await requestJson<{ id: number }>(t, '/api/me', { headers })).body

  // Orders: a trip paid, with its travellers; another left pending; a product the admin cancels with a note naming them.
  const paidTrip = await tripForSale(t.db)
  const paid = await placeOrder(t, headers, { tripId: paidTrip.trip.id, optionId: paidTrip.optionId, people: 2 }, payer)
  await payInSandbox(t, admin, paid.code)
  const travellers = [{ name: payer.name, document: { kind: 'cpf', number: person.cpf }, birthDate: person.birthDate }, companion]
  expectStatus(await sendJson(t, 'PUT', `/api/me/orders/${paid.code}/travellers`, { travellers }, headers), 200)
  const pendingTrip = await tripForSale(t.db)
  await placeOrder(t, headers, { tripId: pendingTrip.trip.id, optionId: pendingTrip.optionId, people: 1 }, payer, { method: 'boleto' })
  const product = await insertProduct(t.db, { priceCents: 4_990 })
  const canceled = await placeOrder(t, headers, { productId: product.id }, payer)
  expectStatus(await postJson(t, `/api/admin/orders/${canceled.code}/cancel`, { note: `Pedido de ${payer.name} por telefone` }, admin), 200)

  // Through an agency: a link made for them, paid as a guest with the same email, whose access link they ask again.
  const agency = await insertApprovedAgency(t.db)
  const linkTrip = await tripForSale(t.db)
  const link = await createLink(t, agency.headers, {
    item: { tripId: linkTrip.trip.id, optionId: linkTrip.optionId, people: 1 },
    customer: { name: payer.name, email: person.email, phone: person.phone },
  })
  const guest = await postJson<GuestOrderPlaced>(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() })
  expectStatus(guest, 201)
  const guestTravellers = { travellers: [{ name: payer.name, document: { kind: 'cpf', number: person.cpf }, birthDate: person.birthDate }] }
  expectStatus(await sendJson(t, 'PUT', `/api/external-orders/${guest.body.code}/travellers`, guestTravellers, bearer(guest.body.accessToken)), 200)
  expect((await t.app.request(`/api/external-orders/${guest.body.code}/access-link`, { method: 'POST', headers: bearer(guest.body.accessToken) })).status).toBe(204)

  // Notifications, calendar, waitlist.
  const browser = pushSubscription()
  const subscribed = await t.app.request('/api/me/push-subscriptions', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(browser),
  })
  expect(subscribed.status).toBe(201)
  expectStatus(await sendJson(t, 'PUT', '/api/me/notification-preferences', { kinds: { ...preferencesOf([]).kinds, 'order-confirmed': false } }, headers), 200)
  expectStatus(await requestJson(t, '/api/me/calendar-feed', { headers }), 200)
  const soldOut = await tripForSale(t.db, { seatsLeft: 0 })
  expectStatus(await postJson(t, `/api/trips/${soldOut.trip.id}/options/${soldOut.optionId}/waitlist`, { people: 2 }, headers), 201)

  // Requests and messages, and what admins wrote about them.
  const forfait = await postJson<{ id: number }>(
    t,
    '/api/forfait-requests',
    { destination: 'Fernando de Noronha', adults: 2, phone: person.phone },
    { ...headers, 'Idempotency-Key': newIdempotencyKey() },
  )
  expectStatus(forfait, 201)
  expectStatus(await sendJson(t, 'PUT', `/api/admin/forfait-requests/${forfait.body.id}`, { status: 'quoted', answer: `Olá, ${person.firstName}! Segue a proposta.` }, admin), 200)
  const contact = { name: payer.name, email: person.email, phone: person.phone, subject: 'Dúvida', message: 'Posso levar meu cachorro na viagem?' }
  expectStatus(await postJson(t, '/api/contact', contact, { 'Idempotency-Key': newIdempotencyKey() }), 201)
  expectStatus(await sendJson(t, 'PUT', `/api/admin/users/${me.id}`, { lastName: `${person.lastName} Brum` }, admin), 200)

  const needles = [person.email, person.firstName, person.lastName, person.cpf, digitsOf(person.cpf), person.phone, digitsOf(person.phone), person.birthDate]
  needles.push(person.address.street, digitsOf(person.address.zipCode), companion.name, companion.document.number, companion.birthDate, browser.endpoint)
  // The scan sees them where they were put: it cannot pass by reading nothing.
  expect(await tablesHolding(t.db, needles)).toEqual(expect.arrayContaining(placesBefore))

  await eraseThroughTheApp(headers, person.email)

  expect(await erasureFindings(t.db, needles)).toEqual([])
})

test("an agency's erasure leaves nothing that names it, but the seller code its sales were credited under", { timeout: 60_000 }, async () => {
  const sellerCode = `ZEF${randomBytes(3).toString('hex').toUpperCase()}`
  const agency = await insertApprovedAgency(t.db, { name: 'Zefiro Viagens', sellerCode })
  const needles = [agency.user.email, 'Zefiro Viagens', sellerCode]

  // Its links (the customers in them are not the agency), a sale through one and one under its seller code.
  const { trip, optionId } = await tripForSale(t.db)
  const item = { tripId: trip.id, optionId, people: 1 }
  const link = await createLink(t, agency.headers, { item, customer: { name: 'Cliente da Zefiro Viagens' } })
  const { payer } = buildOrderBody(item)
  expectStatus(await postJson(t, `/api/payment-links/${link.token}/orders`, { payer, payment: { method: 'pix' } }, { 'Idempotency-Key': newIdempotencyKey() }), 201)
  const buyer = await insertSignedInUser(t.db, UserType.customer)
  expectStatus(await postJson(t, '/api/orders', { ...buildOrderBody(item), sellerCode }, { ...buyer.headers, 'Idempotency-Key': newIdempotencyKey() }), 201)
  // What admins did about it: its terms, a payout with a note naming it.
  expectStatus(await sendJson(t, 'PUT', `/api/admin/agencies/${agency.user.id}`, { approved: true, commissionPercent: '12,5', sellerCode }, admin), 200)
  const payout = { agencyId: agency.user.id, month: '2030-01', amountCents: 10_000, note: 'Pix para Zefiro Viagens' }
  expectStatus(await postJson(t, '/api/admin/commissions/payouts', payout, { ...admin, 'Idempotency-Key': newIdempotencyKey() }), 201)
  expect(await tablesHolding(t.db, needles)).toEqual(['audit_log', 'commission_payouts', 'orders', 'payment_links', 'users'])

  await eraseThroughTheApp(agency.headers, agency.user.email)

  expect(await erasureFindings(t.db, needles)).toEqual([])
})
