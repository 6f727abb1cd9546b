import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import { orders, trips, users, waitlistEntries } from '../../src/server/db/schema/index.ts'
import { sweepExpiredOrders } from '../../src/server/jobs/expiry-sweeper.ts'
import { sweepWaitlist } from '../../src/server/jobs/waitlist-sweeper.ts'
import { offerFreeSeats, type MadeOffer } from '../../src/server/sale/waitlist/offers.ts'
import { insertOrderRow } from '../factories/order-rows.ts'
import { buildOrderBody, newIdempotencyKey } from '../factories/orders.ts'
import { insertSignedInUser, insertUser } from '../factories/users.ts'
import { tripForSale } from './helpers/admin-orders.ts'
import { createTestInstances, onPostgres, type TestInstance } from './helpers/instances.ts'

/**
 * Seats freed while two offers lapse at once, with two instances sweeping the waitlist, each
 * also offering a trip's seats outside the job's lock (as a sweep on another schedule would), the
 * expiry sweeper freeing an order's seats and buyers trying to take them: no seat offered twice,
 * none sold beyond the vacancies, none lost, each offer made once. A race needs connections of
 * its own: PostgreSQL only (`npm test -- api-pg`); on PGlite every transaction runs after the other.
 */
if (!onPostgres) console.info('waitlist-race.test.ts: skipped on PGlite (one connection, no race); it runs on PostgreSQL with `npm test -- api-pg`')

const MINUTE = 60_000
const ROUNDS = 8
const LINE = [1, 2, 1, 3, 1, 2, 1, 1]
const clock = new Date('2030-03-05T12:00:00Z')
let cluster: Awaited<ReturnType<typeof createTestInstances>>
let a: TestInstance
let b: TestInstance
beforeAll(async () => {
  if (!onPostgres) return
  cluster = await createTestInstances(2, { now: () => clock })
  ;[a, b] = cluster.instances as [TestInstance, TestInstance]
})
afterAll(async () => {
  if (onPostgres) await cluster.close()
})

const sweeperOf = (instance: TestInstance) => () => sweepWaitlist(instance.orders, clock)
const offerOutsideTheLock = (instance: TestInstance, tripId: number) => instance.db.transaction((tx) => offerFreeSeats(tx, tripId, clock))

/** Vacancies 6, none left: 3 held by two offers whose 30 minutes ran out, 3 by a Pix order past its time; a line of 8 waiting behind. */
async function raceTrip() {
  const { trip, optionId } = await tripForSale(a.db, { vacancies: 6, seatsLeft: 0 })
  const joined = new Date(clock.getTime() - 60 * MINUTE)
  const lapsing = await Promise.all(
    [2, 1].map(async (people) => {
      const user = await insertUser(a.db)
      const [entry] = await a.db
        .insert(waitlistEntries)
        .values({ tripId: trip.id, optionId, userId: user.id, people, status: 'offered', createdAt: joined, offeredAt: joined, offerExpiresAt: new Date(clock.getTime() - MINUTE) })
        .returning()
      return entry!
    }),
  )
  const payer = await insertUser(a.db)
  await insertOrderRow(a.db, {
    userId: payer.id,
    tripId: trip.id,
    optionId,
    people: 3,
    status: 'pending',
    method: 'pix',
    amountCents: 300_000,
    createdAt: joined,
    expiresAt: new Date(clock.getTime() - MINUTE),
  })
  for (const [index, people] of LINE.entries()) {
    const user = await insertUser(a.db)
    await a.db.insert(waitlistEntries).values({ tripId: trip.id, optionId, userId: user.id, people, status: 'waiting', createdAt: new Date(joined.getTime() + (index + 1) * 1000) })
  }
  const buyers = await Promise.all([1, 2, 3, 4].map(() => insertSignedInUser(a.db, UserType.customer, {}, clock)))
  return { trip, optionId, lapsing, buyers }
}

test.skipIf(!onPostgres)(
  `two offers lapse while seats free, two instances sweep, buyers buy, ${ROUNDS} rounds: no seat offered twice, no oversell, each offer once`,
  { timeout: 180_000 },
  async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const { trip, optionId, lapsing, buyers } = await raceTrip()
      const body = JSON.stringify(buildOrderBody({ tripId: trip.id, optionId, people: 1 }))
      const buy = (instance: TestInstance, headers: Record<string, string>) =>
        Promise.resolve(
          instance.app.request('/api/orders', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() }, body }),
        ).then((r) => r.status)

      const results = await Promise.all([
        sweeperOf(a)(),
        sweeperOf(b)(),
        sweepExpiredOrders(b.orders, clock),
        offerOutsideTheLock(a, trip.id),
        offerOutsideTheLock(b, trip.id),
        ...buyers.map((buyer, index) => buy(index % 2 ? a : b, buyer.headers)),
      ])
      // Whatever the race left free goes to the line now.
      const settled = await sweeperOf(a)()

      const offers = [results[0], results[1], results[3], results[4], settled].flatMap((made) => (Array.isArray(made) ? (made as MadeOffer[]) : []))
      const offeredIds = offers.map((offer) => offer.entryId)
      expect(new Set(offeredIds).size, `round ${round}: an entry offered twice`).toBe(offeredIds.length)
      for (const status of results.slice(5)) expect([201, 409], `round ${round}: a buyer's answer`).toContain(status)

      const entries = await a.db.select().from(waitlistEntries).where(eq(waitlistEntries.tripId, trip.id))
      for (const lapsed of lapsing) expect(entries.find((entry) => entry.id === lapsed.id)?.status, `round ${round}: the lapsed offer`).toBe('lapsed')
      const live = entries.filter((entry) => entry.status === 'offered')
      expect(live.map((entry) => entry.id).sort(), `round ${round}: the live offers are those made`).toEqual([...offeredIds].sort())
      const [held] = await a.db
        .select({ seats: sql<number>`coalesce(sum(${orders.seatsHeld}), 0)::int` })
        .from(orders)
        .where(and(eq(orders.tripId, trip.id), inArray(orders.status, ['pending', 'paid'])))
      const [after] = await a.db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.id))
      const offered = live.reduce((sum, entry) => sum + entry.people, 0)
      expect(after!.seatsLeft, `round ${round}: seats left`).toBeGreaterThanOrEqual(0)
      expect(after!.seatsLeft + offered + held!.seats, `round ${round}: every seat accounted once`).toBe(6)
      // Nothing free stays unoffered while someone in line fits.
      const waiting = entries.filter((entry) => entry.status === 'waiting')
      expect(
        waiting.every((entry) => entry.people > after!.seatsLeft),
        `round ${round}: a free seat someone in line fits`,
      ).toBe(true)
      // Each offer made by a sweep was told once (the direct calls tell nobody).
      const told = [...(await a.readMails()), ...(await b.readMails())]
      const sweptOffers = [results[0], results[1], settled].flatMap((made) => (Array.isArray(made) ? (made as MadeOffer[]) : []))
      for (const offer of sweptOffers) {
        const [user] = await a.db.select({ email: users.email }).from(users).where(eq(users.id, offer.userId))
        expect(
          told.filter((mail) => mail.includes(`To: ${user!.email}`)),
          `round ${round}: mails to the offered`,
        ).toHaveLength(1)
      }
    }
  },
)
