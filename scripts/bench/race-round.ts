/**
 * One round of the oversell race (scripts/bench/race.ts): a fresh trip with its last seats, every
 * buyer's `POST /api/orders` sent at once, then what the database holds for that trip.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { hashToken, randomToken } from '../../src/server/auth/tokens.ts'
import type { Db } from '../../src/server/db/client.ts'
import { orders, sessions, tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import { pixOrderBody } from './pix-order.ts'

interface RaceTrip {
  tripId: number
  optionId: number
  seats: number
}

export interface RoundResult {
  /** Answers by HTTP status; 0 counts requests that got no answer (a reset connection). */
  statuses: Map<number, number>
  /** Seats the trip lost (its vacancies less its seats left). */
  sold: number
  /** Orders the trip has, and the seats they hold. */
  orders: number
  seatsHeld: number
  /** Seats held by orders past the trip's vacancies: 0 when the hold held. */
  oversold: number
  /** The orders are the 2xx answers and hold exactly the seats the trip lost. */
  consistent: boolean
  ms: number
}

/** `count` customers with a live session each, straight into the database; returns their bearer tokens. `emailPrefix` keeps each call's emails apart. */
export async function createBuyers(db: Db, count: number, emailPrefix = 'race-buyer'): Promise<string[]> {
  const now = new Date()
  const accounts = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, index) => ({ type: 0, email: `${emailPrefix}-${index}@example.com`, firstName: 'Buyer', lastName: String(index) })))
    .returning({ id: users.id })
  const tokens = accounts.map(() => randomToken())
  await db
    .insert(sessions)
    .values(accounts.map((account, index) => ({ userId: account.id, tokenHash: hashToken(tokens[index]!), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })))
  return tokens
}

/** A trip of its own for the round, `seats` free, so no round sees another's orders. */
async function openRound(db: Db, round: number, seats: number): Promise<RaceTrip> {
  const [trip] = await db
    .insert(trips)
    .values({
      slug: `race-${round}-${randomUUID().slice(0, 8)}`,
      name: `Race ${round}`,
      classification: 0,
      transport: 'road',
      checkIn: '2099-01-10',
      checkOut: '2099-01-15',
      destination: 'Race',
      vacancies: seats,
      seatsLeft: seats,
    })
    .returning({ id: trips.id })
  const [option] = await db.insert(tripOptions).values({ tripId: trip!.id, name: 'Individual', priceCents: 150_000, people: 1 }).returning({ id: tripOptions.id })
  return { tripId: trip!.id, optionId: option!.id, seats }
}

const orderBody = (trip: RaceTrip) => pixOrderBody(trip)

/** Every buyer orders one seat at the same moment, each with an Idempotency-Key of its own. */
async function race(origin: string, tokens: string[], trip: RaceTrip): Promise<{ statuses: Map<number, number>; ms: number }> {
  const body = orderBody(trip)
  const started = performance.now()
  const answers = await Promise.all(
    tokens.map((token) =>
      fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
        body,
      }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status
        },
        () => 0,
      ),
    ),
  )
  const ms = performance.now() - started
  const statuses = new Map<number, number>()
  for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  return { statuses, ms }
}

export async function runRound(db: Db, origin: string, tokens: string[], round: number, seats: number): Promise<RoundResult> {
  const trip = await openRound(db, round, seats)
  const { statuses, ms } = await race(origin, tokens, trip)
  const [held] = await db
    .select({ orders: sql`count(*)`.mapWith(Number), seatsHeld: sql`coalesce(sum(${orders.seatsHeld}), 0)`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.tripId, trip.tripId))
  const [left] = await db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, trip.tripId))
  const created = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, count]) => sum + count, 0)
  const sold = seats - left!.seatsLeft
  return {
    statuses,
    sold,
    orders: held!.orders,
    seatsHeld: held!.seatsHeld,
    oversold: Math.max(0, held!.seatsHeld - seats),
    consistent: held!.orders === created && held!.seatsHeld === sold,
    ms,
  }
}
