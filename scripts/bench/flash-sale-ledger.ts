/**
 * What the flash sale (scripts/bench/flash-sale.ts) puts in the database before it starts and
 * reads back after: the trips on sale, buyers with a session and a card token each, and the
 * statements PostgreSQL ran (pg_stat_statements, loaded by the bench's own server).
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { UserType } from '../../src/domain/session.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import type { Db } from '../../src/server/db/client.ts'
import { orders, sandboxCardTokens, tripOptions, trips, users } from '../../src/server/db/schema/index.ts'
import type { Buyer, SaleItem } from './flash-sale-crowd.ts'
import { createBuyers } from './race-round.ts'

/** A trip with `seats` free seats and one single-person option. */
export async function openTrip(db: Db, slug: string, seats: number): Promise<SaleItem> {
  const [trip] = await db
    .insert(trips)
    .values({
      slug,
      name: `Flash sale ${slug}`,
      classification: 0,
      transport: 'air',
      checkIn: '2099-12-29',
      checkOut: '2100-01-02',
      destination: 'Réveillon',
      vacancies: seats,
      seatsLeft: seats,
    })
    .returning({ id: trips.id })
  const [option] = await db.insert(tripOptions).values({ tripId: trip!.id, name: 'Individual', priceCents: 250_000, people: 1 }).returning({ id: tripOptions.id })
  return { tripId: trip!.id, optionId: option!.id }
}

/**
 * `count` signed-in customers, alternately paying by Pix and by card (a card token that approves,
 * made straight in the sandbox's table as its tokenizer would); every `retryEvery`-th sends its
 * order twice with the same key.
 */
export async function makeBuyers(db: Db, count: number, retryEvery: number): Promise<Buyer[]> {
  const tokens = await createBuyers(db, count)
  const buyers: Buyer[] = tokens.map((token, index) => ({ token, method: index % 2 === 0 ? 'pix' : 'card', retriesAnyway: index % retryEvery === retryEvery - 1 }))
  const cardBuyers = buyers.filter((buyer) => buyer.method === 'card')
  for (const buyer of cardBuyers) buyer.cardToken = `tok_${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(Date.now() + 3_600_000)
  await db.insert(sandboxCardTokens).values(cardBuyers.map((buyer) => ({ token: buyer.cardToken!, brand: 'visa', last4: '1111', outcome: 'approve' as const, expiresAt })))
  return buyers
}

/** An admin's bearer token: the sandbox control is theirs. */
export async function adminToken(db: Db): Promise<string> {
  const [admin] = await db.insert(users).values({ type: UserType.admin, email: 'flash-sale-admin@example.com', firstName: 'Admin', lastName: 'Bench' }).returning({ id: users.id })
  return createSession(db, admin!.id, new Date(), 1)
}

export async function enableStatementCounts(db: Db) {
  await db.execute(sql`create extension if not exists pg_stat_statements`)
}

/** Forgets the statements counted so far. */
export const resetStatements = (db: Db) => db.execute(sql`select pg_stat_statements_reset()`)

/**
 * Statements this database ran since the last reset: each is one round trip from node-postgres
 * (BEGIN and COMMIT included), so the sum of `calls` counts them, less the reset that began the count.
 */
export async function statementsSinceReset(db: Db): Promise<number> {
  const [row] = await db
    .select({ calls: sql`coalesce(sum(calls), 0)`.mapWith(Number) })
    .from(sql`pg_stat_statements`)
    .where(sql`dbid = (select oid from pg_database where datname = current_database())`)
  return row!.calls - 1
}

export interface SaleLedger {
  seatsLeft: number
  orders: { code: string; userId: number | null; status: string; seatsHeld: number }[]
}

export async function readLedger(db: Db, item: SaleItem): Promise<SaleLedger> {
  const [trip] = await db.select({ seatsLeft: trips.seatsLeft }).from(trips).where(eq(trips.id, item.tripId))
  const rows = await db.select({ code: orders.code, userId: orders.userId, status: orders.status, seatsHeld: orders.seatsHeld }).from(orders).where(eq(orders.tripId, item.tripId))
  return { seatsLeft: trip!.seatsLeft, orders: rows }
}
