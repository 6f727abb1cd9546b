import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { orderMessages } from '../../src/domain/order.ts'
import { paymentLinkMessages } from '../../src/domain/payment-link.ts'
import { orders, paymentLinks, trips } from '../../src/server/db/schema/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { createLink, insertApprovedAgency } from './helpers/payment-links.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Guests racing on payment links, on a real PostgreSQL server (`npm test -- api-pg`); skipped on
 * PGlite, whose one connection runs transactions one after another (see concurrency.test.ts).
 */
const onPostgres = inject('dbTemplate').kind === 'postgres'
if (!onPostgres) console.info('payment-links-concurrency.test.ts: skipped on PGlite (one connection, no race); it runs on PostgreSQL with `npm test -- api-pg`')

const GUESTS = 50

let t: TestApp
beforeAll(async () => {
  if (onPostgres) t = await createTestApp()
})
afterAll(async () => {
  if (onPostgres) await t.close()
})

const { payer } = buildOrderBody({ productId: 1 })
// Each guest its own email: a payer has at most LINK_PENDING_CAP unpaid link orders of one trip.
const bodyOf = (guest: number) => JSON.stringify({ payer: { ...payer, email: `convidado${guest}@example.com` }, payment: { method: 'pix' } })

const payAll = (tokens: string[]) =>
  Promise.all(
    tokens.map((token, guest) =>
      Promise.resolve(
        t.app.request(`/api/payment-links/${token}/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
          body: bodyOf(guest),
        }),
      ).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { code?: string; message?: string },
      })),
    ),
  )

test.skipIf(!onPostgres)(`${GUESTS} guests at once on one link: exactly one order, the others told a payment is in progress (PostgreSQL only)`, { timeout: 120_000 }, async () => {
  const agency = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 40 })
  const link = await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 2 } })

  const responses = await payAll(Array.from({ length: GUESTS }, () => link.token))

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 201)).toHaveLength(1)
  expect(statuses.filter((status) => status === 409)).toHaveLength(GUESTS - 1)
  for (const response of responses.filter((r) => r.status === 409)) expect(response.body.message).toBe(paymentLinkMessages.paymentInProgress)
  const placed = await t.db.select({ id: orders.id, seatsHeld: orders.seatsHeld }).from(orders).where(eq(orders.tripId, trip.id))
  expect(placed).toHaveLength(1)
  const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.token, link.token))
  expect(row!.orderId).toBe(placed[0]!.id)
  expect((await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id)))[0]!.seatsLeft).toBe(38)
})

test.skipIf(!onPostgres)(`${GUESTS} guests at once on ${GUESTS} links for a trip's last 10 seats: 10 orders, never oversold (PostgreSQL only)`, { timeout: 120_000 }, async () => {
  const agency = await insertApprovedAgency(t.db)
  const { trip, optionId } = await tripForSale(t.db, { vacancies: 40, seatsLeft: 10 })
  const links = []
  for (let i = 0; i < GUESTS; i++) links.push(await createLink(t, agency.headers, { item: { tripId: trip.id, optionId, people: 1 } }))

  const responses = await payAll(links.map((link) => link.token))

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 201)).toHaveLength(10)
  expect(statuses.filter((status) => status === 409)).toHaveLength(GUESTS - 10)
  for (const response of responses.filter((r) => r.status === 409)) expect(response.body.message).toBe(orderMessages.notEnoughSeats(0))
  const [after] = await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id))
  expect(after!.seatsLeft).toBe(0)
  const [held] = await t.db
    .select({ count: sql<number>`count(*)::int`, seats: sql<number>`coalesce(sum(${orders.seatsHeld}), 0)::int` })
    .from(orders)
    .where(eq(orders.tripId, trip.id))
  expect(held).toEqual({ count: 10, seats: 10 })
  // The refused guests left their links free.
  const taken = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLinks)
    .where(sql`${paymentLinks.agencyId} = ${agency.user.id} and ${paymentLinks.orderId} is not null`)
  expect(taken[0]!.count).toBe(10)
})
