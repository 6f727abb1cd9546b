import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Page } from '../../src/domain/query-params.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { LINK_DEFAULT_DAYS, paymentLinkMessages, type PaymentLink } from '../../src/domain/payment-link.ts'
import { UserType } from '../../src/domain/session.ts'
import { authMessages } from '../../src/domain/user-messages.ts'
import { defaultPaymentSettings } from '../../src/server/sale/orders/settings.ts'
import { paymentLinks, tripOptions, trips } from '../../src/server/db/schema/index.ts'
import { insertProduct } from '../factories/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { expectApiError, postJson, requestJson } from './helpers/http.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let agency: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  ;({ headers: agency } = await insertApprovedAgency(t.db))
})
afterAll(() => t.close())

const DAY_MS = 86_400_000
const create = (body: unknown, headers = agency) => postJson<PaymentLink>(t, '/api/agency/payment-links', body, headers)
const list = (query = '', headers = agency) => requestJson<Page<PaymentLink>>(t, `/api/agency/payment-links${query}`, { headers })
const cancel = (token: string, headers = agency) => postJson<{ status: string }>(t, `/api/agency/payment-links/${encodeURIComponent(token)}/cancel`, {}, headers)

test('a link for a trip option: 201 with the frozen total, its address, 7 days to pay and the item as orders show it', async () => {
  const { trip, optionId } = await tripForSale(t.db, { options: [{ name: 'Quarto duplo', priceCents: 189_000, people: 2 }] })
  const before = Date.now()

  const response = await create({ item: { tripId: trip.id, optionId, people: 3 }, customer: { name: ' Ana Cliente ', email: 'ana@example.com', phone: '(11) 91234-5678' } })

  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const link = response.body
  expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(link.url).toBe(`${defaultPaymentSettings.publicUrl}/externalPayment?link=${link.token}`)
  expect(link).toMatchObject({ status: 'open', amountCents: 567_000, order: null, customer: { name: 'Ana Cliente', email: 'ana@example.com' } })
  expect(link.item).toEqual({
    kind: 'trip',
    tripId: trip.id,
    tripName: trip.name,
    tripSlug: trip.slug,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    optionId,
    optionName: 'Quarto duplo',
    people: 3,
    unitPriceCents: 189_000,
  })
  const days = (new Date(link.expiresAt).getTime() - before) / DAY_MS
  expect(days).toBeGreaterThanOrEqual(LINK_DEFAULT_DAYS - 0.01)
  expect(days).toBeLessThan(LINK_DEFAULT_DAYS + 0.01)
  // An open link holds no seats.
  const [row] = await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id))
  expect(row!.seatsLeft).toBe(20)
})

test('a link for a product takes its price; one not for sale is a field error', async () => {
  const guide = await insertProduct(t.db, { priceCents: 4_990 })
  const free = await insertProduct(t.db, { priceCents: null })

  const link = await createLink(t, agency, { item: { productId: guide.id } })
  expect(link).toMatchObject({ amountCents: 4_990, item: { kind: 'product', productId: guide.id, productName: guide.name, unitPriceCents: 4_990 } })
  expect(expectApiError(await create({ item: { productId: free.id } }), 400, ['item.productId']).fields!['item.productId']).toBe(orderMessages.productNotForSale)
  expect(expectApiError(await create({ item: { productId: 999_999 } }), 400, ['item.productId']).fields!['item.productId']).toBe(orderMessages.productNotFound)
})

test('the expiry is 1 to 30 days', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  const item = { tripId: trip.id, optionId, people: 1 }

  for (const days of [0, 31, 1.5, '7']) {
    expect(expectApiError(await create({ item, expiresInDays: days }), 400, ['expiresInDays']).fields!.expiresInDays, String(days)).toBe(paymentLinkMessages.expiresInDays)
  }
  for (const days of [1, 30]) {
    const link = await createLink(t, agency, { item, expiresInDays: days })
    expect(Math.round((new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()) / DAY_MS)).toBe(days)
  }
})

test('more people than seats left, or than 10, and an item that is not on sale are 400s on their fields; nothing is stored', async () => {
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 10, seatsLeft: 2 })
  const { trip: departed, optionId: departedOption } = await tripForSale(t.db, { checkIn: '2020-01-10' })

  expect(expectApiError(await create({ item: { tripId: trip.id, optionId, people: 3 } }), 400, ['item.people']).fields!['item.people']).toBe(orderMessages.notEnoughSeats(2))
  expect(expectApiError(await create({ item: { tripId: trip.id, optionId, people: 11 } }), 400, ['item.people']).fields!['item.people']).toBe(orderMessages.people)
  expect(expectApiError(await create({ item: { tripId: 999_999, optionId, people: 1 } }), 400, ['item.tripId']).fields!['item.tripId']).toBe(orderMessages.tripNotFound)
  expect(expectApiError(await create({ item: { tripId: departed.id, optionId: departedOption, people: 1 } }), 400, ['item.tripId']).fields!['item.tripId']).toBe(
    orderMessages.tripNotOnSale,
  )
  const [otherOption] = await t.db.select({ id: tripOptions.id }).from(tripOptions).where(eq(tripOptions.tripId, departed.id))
  expect(expectApiError(await create({ item: { tripId: trip.id, optionId: otherOption!.id, people: 1 } }), 400, ['item.optionId']).fields!['item.optionId']).toBe(
    orderMessages.optionNotFound,
  )
  expect(await t.db.select().from(paymentLinks)).toHaveLength(0)
})

test('customers and admins get a 403, anonymous a 401, and an agency not approved yet a 403 saying why when it makes a link', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  const body = { item: { tripId: trip.id, optionId, people: 1 } }
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const admin = await insertSignedInUser(t.db, UserType.admin)
  const waiting = await insertSignedInUser(t.db, UserType.agency, { approvedAt: null })

  expect(expectApiError(await create(body, customer.headers), 403).message).toBe(authMessages.forbidden)
  expect(expectApiError(await create(body, admin.headers), 403).message).toBe(authMessages.forbidden)
  expect(expectApiError(await create(body, {}), 401))
  expect(expectApiError(await create(body, waiting.headers), 403).message).toBe(paymentLinkMessages.notApproved)
  // Reading is no sale: an agency not approved (or suspended) still lists its links (none yet here).
  expect((await list('', waiting.headers)).body).toMatchObject({ items: [], total: 0 })
  expect(await t.db.select().from(paymentLinks)).toHaveLength(0)
})

test('the list: own links only, newest first, paged, filtered by status with expired derived from the time', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  const item = (people: number) => ({ item: { tripId: trip.id, optionId, people } })
  const made: PaymentLink[] = []
  for (const people of [1, 2, 3, 4]) made.push(await createLink(t, agency, item(people)))
  const other = await insertApprovedAgency(t.db, { name: 'Outra Agência' })
  await createLink(t, other.headers, item(5))
  // Link 2 expired a minute ago; link 3 was canceled.
  await t.db
    .update(paymentLinks)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(paymentLinks.token, made[1]!.token))
  await cancel(made[2]!.token)

  const first = await list('?pageSize=3')
  expect(first.status).toBe(200)
  expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 })
  expect(first.body.items.map((link) => link.item.kind === 'trip' && link.item.people)).toEqual([4, 3, 2])
  expect(first.body.items.map((link) => link.status)).toEqual(['open', 'canceled', 'expired'])
  const second = await list('?pageSize=3&page=2')
  expect(second.body.items.map((link) => link.token)).toEqual([made[0]!.token])
  expect(second.body.total).toBe(4)

  expect((await list('?status=expired')).body.items.map((link) => link.token)).toEqual([made[1]!.token])
  expect((await list('?status=open')).body.items.map((link) => link.token)).toEqual([made[3]!.token, made[0]!.token])
  expect((await list('?status=canceled')).body).toMatchObject({ total: 1, items: [{ token: made[2]!.token, status: 'canceled' }] })
  expect((await list('?status=paid')).body).toMatchObject({ total: 0, items: [] })
  expectApiError(await list('?status=lost'), 400)
})

test('cancel: an open link turns canceled once; another agency or an unknown token gets a 404', async () => {
  const { trip, optionId } = await tripForSale(t.db)
  const link = await createLink(t, agency, { item: { tripId: trip.id, optionId, people: 1 } })
  const other = await insertApprovedAgency(t.db, { name: 'Outra Agência' })

  expect(expectApiError(await cancel(link.token, other.headers), 404).message).toBe(paymentLinkMessages.notFound)
  expect((await list('', other.headers)).body.total).toBe(0)
  const canceled = await cancel(link.token)
  expect(canceled.status).toBe(200)
  expect(canceled.body).toEqual({ status: 'canceled' })
  expect(expectApiError(await cancel(link.token), 409).message).toBe(paymentLinkMessages.notOpen)
  expect(expectApiError(await cancel('no-such-link'), 404).message).toBe(paymentLinkMessages.notFound)
  const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.token, link.token))
  expect(row).toMatchObject({ status: 'canceled', canceledAt: expect.any(Date) })

  const expired = await createLink(t, agency, { item: { tripId: trip.id, optionId, people: 1 } })
  await t.db
    .update(paymentLinks)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(paymentLinks.token, expired.token))
  expect(expectApiError(await cancel(expired.token), 409).message).toBe(paymentLinkMessages.notOpen)
})
