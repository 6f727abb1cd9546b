/**
 * What the flash-sale bench (scripts/bench/flash-sale.ts) puts in the database before a step,
 * untimed (a trip on sale, buyers with a session and a card token each), and what it reads back
 * after: the seats and orders, checked against what the buyers were told.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'
import { orders, sandboxCardTokens, tripOptions, trips } from '../../src/server/db/schema/index.ts'
import type { Buyer, Purchase, SaleItem } from './flash-sale-crowd.ts'
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

/** Rows per insert: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 2_000

/**
 * `count` signed-in customers named after `slug`, alternately paying by Pix and by card (a card
 * token that approves, made straight in the sandbox's table as its tokenizer would); every
 * `retryEvery`-th sends its order twice with the same key.
 */
export async function makeBuyers(db: Db, slug: string, count: number, retryEvery: number): Promise<Buyer[]> {
  const tokens: string[] = []
  for (let from = 0; from < count; from += CHUNK) tokens.push(...(await createBuyers(db, Math.min(CHUNK, count - from), `${slug}-${from}`)))
  const buyers: Buyer[] = tokens.map((token, index) => ({ token, method: index % 2 === 0 ? 'pix' : 'card', retriesAnyway: index % retryEvery === retryEvery - 1 }))
  const cardBuyers = buyers.filter((buyer) => buyer.method === 'card')
  for (const buyer of cardBuyers) buyer.cardToken = `tok_${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(Date.now() + 3_600_000)
  for (let from = 0; from < cardBuyers.length; from += CHUNK) {
    const chunk = cardBuyers.slice(from, from + CHUNK)
    await db.insert(sandboxCardTokens).values(chunk.map((buyer) => ({ token: buyer.cardToken!, brand: 'visa', last4: '1111', outcome: 'approve' as const, expiresAt })))
  }
  return buyers
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

export interface LedgerCheck {
  /** Seats the trip lost, and those its pending and paid orders hold. */
  sold: number
  seatsHeld: number
  oversold: number
  /** Answered as placed but not stored. */
  lost: number
  /** A second order for one buyer, or a replay answered with another order. */
  duplicated: number
  /** Stored but never answered as placed (its answer timed out). */
  untold: number
}

const holding = new Set(['pending', 'paid'])

export function checkLedger(seats: number, purchases: Purchase[], ledger: SaleLedger): LedgerCheck {
  const seatsHeld = ledger.orders.filter((order) => holding.has(order.status)).reduce((sum, order) => sum + order.seatsHeld, 0)
  const stored = new Set(ledger.orders.map((order) => order.code))
  const told = new Set(purchases.flatMap((purchase) => (purchase.code ? [purchase.code] : [])))
  const buyersWithOrders = new Set(ledger.orders.map((order) => order.userId)).size
  return {
    sold: seats - ledger.seatsLeft,
    seatsHeld,
    oversold: Math.max(0, seatsHeld - seats, -ledger.seatsLeft),
    lost: [...told].filter((code) => !stored.has(code)).length,
    duplicated: ledger.orders.length - buyersWithOrders + purchases.filter((purchase) => purchase.replayDiffered).length,
    untold: [...stored].filter((code) => !told.has(code)).length,
  }
}
