import { and, asc, count, eq, lt, or } from 'drizzle-orm'
import type { JoinWaitlist, WaitlistEntry } from '../../../domain/waitlist.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { tripOptions, trips, waitlistEntries } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { priceItem } from '../orders/pricing.ts'
import { isLiveEntry, releaseHeldSeats } from './offers.ts'

type EntryRow = typeof waitlistEntries.$inferSelect

/** How many wait before this entry on its trip (seats are the trip's, so its options share one line), plus one; 0 once offered. */
async function positionOf(tx: DbOrTx, entry: Pick<EntryRow, 'id' | 'tripId' | 'status' | 'createdAt'>) {
  if (entry.status !== 'waiting') return 0
  const [ahead] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.tripId, entry.tripId),
        eq(waitlistEntries.status, 'waiting'),
        or(lt(waitlistEntries.createdAt, entry.createdAt), and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.id, entry.id))),
      ),
    )
  return (ahead?.n ?? 0) + 1
}

const entryColumns = {
  entry: waitlistEntries,
  tripSlug: trips.slug,
  tripName: trips.name,
  optionName: tripOptions.name,
}

async function toWaitlistEntry(tx: DbOrTx, row: { entry: EntryRow; tripSlug: string; tripName: string; optionName: string }): Promise<WaitlistEntry> {
  const { entry } = row
  return {
    tripId: entry.tripId,
    tripSlug: row.tripSlug,
    tripName: row.tripName,
    optionId: entry.optionId,
    optionName: row.optionName,
    people: entry.people,
    position: await positionOf(tx, entry),
    joinedAt: entry.createdAt.toISOString(),
    offer: entry.status === 'offered' && entry.offerExpiresAt ? { expiresAt: entry.offerExpiresAt.toISOString() } : null,
  }
}

const withTripAndOption = (tx: DbOrTx) =>
  tx.select(entryColumns).from(waitlistEntries).innerJoin(trips, eq(trips.id, waitlistEntries.tripId)).innerJoin(tripOptions, eq(tripOptions.id, waitlistEntries.optionId))

/**
 * Puts the caller in the option's line: only when the trip has no seat left to buy (409
 * otherwise: buy them), once per option (409 when already in line). The trip and option must be
 * on sale, as for an order.
 */
export async function joinWaitlist(db: Db, userId: number, tripId: number, optionId: number, { people }: JoinWaitlist, at: Date): Promise<WaitlistEntry> {
  return db.transaction(async (tx) => {
    const priced = await priceItem(tx, { tripId, optionId, people, boardingPointId: null }, at, { anyBoardingPoint: true })
    if ((priced.seatsLeft ?? 0) > 0) throw apiError('waitlist.seats_available')
    const [entry] = await tx.insert(waitlistEntries).values({ tripId, optionId, userId, people, status: 'waiting', createdAt: at }).onConflictDoNothing().returning()
    if (!entry) throw apiError('waitlist.already_in_line')
    const [row] = await withTripAndOption(tx).where(eq(waitlistEntries.id, entry.id))
    if (!row) throw new Error('the entry just made is gone')
    return toWaitlistEntry(tx, row)
  })
}

/** Takes the caller out of the option's line; a live offer's seats go back to the trip (true then, for the line to be offered them). */
export async function leaveWaitlist(db: Db, userId: number, tripId: number, optionId: number): Promise<{ releasedSeats: boolean }> {
  return db.transaction(async (tx) => {
    const [left] = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.tripId, tripId), eq(waitlistEntries.optionId, optionId), isLiveEntry))
      .returning({ status: waitlistEntries.status, people: waitlistEntries.people })
    if (!left) throw apiError('waitlist.not_in_line')
    if (left.status === 'offered') await releaseHeldSeats(tx, tripId, left.people)
    return { releasedSeats: left.status === 'offered' }
  })
}

/** The caller's places in line and live offers, oldest first. */
export async function myWaitlist(db: Db, userId: number): Promise<WaitlistEntry[]> {
  const rows = await withTripAndOption(db)
    .where(and(eq(waitlistEntries.userId, userId), isLiveEntry))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  return Promise.all(rows.map((row) => toWaitlistEntry(db, row)))
}
