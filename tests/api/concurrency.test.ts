import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { Order } from '../../src/domain/order.ts'
import { orderMessages } from '../../src/domain/order.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { orders, trips, users } from '../../src/server/db/schema/index.ts'
import { insertTrip } from '../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { uniqueEmail } from '../factories/users.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Overselling is a race between connections, so it is tried on a real PostgreSQL server (`npm
 * test -- api-pg`). PGlite has one connection and runs every transaction one after another:
 * there is no race to lose there, so the test would prove nothing and is skipped. It takes 15-30 s
 * on the 2-core machine; the generous timeout is for a machine busy with other work.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres'
if (!onPostgres) console.info('concurrency.test.ts: skipped on PGlite (one connection, no race); it runs on PostgreSQL with `npm test -- api-pg`')

const BUYERS = 200
const SEATS = 10
const ROUNDS = 20

let t: TestApp
let buyers: Record<string, string>[] = []
beforeAll(async () => {
  if (!onPostgres) return
  t = await createTestApp()
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: BUYERS }, () => ({ type: 0, email: uniqueEmail('corrida'), firstName: 'Pessoa', lastName: 'Compradora' })))
    .returning({ id: users.id })
  buyers = await Promise.all(rows.map(async (row) => ({ Authorization: `Bearer ${await createSession(t.db, row.id, new Date(), 1)}` })))
})
afterAll(async () => {
  if (onPostgres) await t.close()
})

test.skipIf(!onPostgres)(
  `${BUYERS} buyers at once for the last ${SEATS} seats, ${ROUNDS} rounds: exactly ${SEATS} orders hold seats, the rest get a 409 (PostgreSQL only)`,
  { timeout: 180_000 },
  async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const trip = await insertTrip(t.db, { vacancies: 40, seatsLeft: SEATS, options: [{ name: 'Individual', priceCents: 30_000, people: 1 }] })
      const option = await t.db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
      const body = JSON.stringify(buildOrderBody({ tripId: trip.id, optionId: option!.id, people: 1 }))

      const responses = await Promise.all(
        buyers.map((headers) =>
          Promise.resolve(
            t.app.request('/api/orders', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() }, body }),
          ).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as Order & { message?: string },
          })),
        ),
      )

      const statuses = responses.map((response) => response.status)
      expect(
        statuses.filter((status) => status === 201),
        `round ${round}: created`,
      ).toHaveLength(SEATS)
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}: refused`,
      ).toHaveLength(BUYERS - SEATS)
      for (const response of responses.filter((r) => r.status === 409)) expect(response.body.message).toBe(orderMessages.notEnoughSeats(0))
      const [after] = await t.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id))
      expect(after!.seatsLeft, `round ${round}: seats left`).toBe(0)
      const [held] = await t.db
        .select({ count: sql<number>`count(*)::int`, seats: sql<number>`coalesce(sum(${orders.seatsHeld}), 0)::int` })
        .from(orders)
        .where(eq(orders.tripId, trip.id))
      expect(held, `round ${round}: orders holding seats`).toEqual({ count: SEATS, seats: SEATS })
    }
    const [lowest] = await t.db.select({ min: sql<number>`min(${trips.seatsLeft})::int` }).from(trips)
    expect(lowest!.min).toBeGreaterThanOrEqual(0)
  },
)
