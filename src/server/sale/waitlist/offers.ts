import { and, asc, eq, gt, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { WAITLIST_OFFER_MS, type WaitlistStatus } from '../../../domain/waitlist.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import type { DbOrTx } from '../../db/client.ts'
import { trips, waitlistEntries } from '../../db/schema/index.ts'

/** An offer just made: who to tell, and what they may buy until when. */
export interface MadeOffer {
  entryId: number
  userId: number
  tripId: number
  optionId: number
  people: number
  expiresAt: Date
}

/** An offer's held seats go back to its trip; least(): an admin may have lowered its vacancies meanwhile. */
export async function releaseHeldSeats(tx: DbOrTx, tripId: number, seats: number) {
  await tx
    .update(trips)
    .set({ seatsLeft: sql`least(${trips.seatsLeft} + ${seats}, ${trips.vacancies})` })
    .where(eq(trips.id, tripId))
}

/**
 * Offers a trip's free seats to its line, first come first served, skipping whoever wants more
 * than is left: each offer takes its seats from trips.seats_left at once, so the catalogue and
 * every seat check see them as taken. The trip's row is locked first, so two instances, a sweep
 * and a checkout, never count the same free seats twice: FOR NO KEY UPDATE, as every seat change
 * locks it, and not FOR UPDATE, which would wait on an order's insert (its foreign key holds the
 * row's KEY SHARE) while that order waits to take its seats from the row this already changed. Nothing is offered
 * once the trip is off sale.
 */
export async function offerFreeSeats(tx: DbOrTx, tripId: number, at: Date): Promise<MadeOffer[]> {
  const [trip] = await tx.select({ seatsLeft: trips.seatsLeft, published: trips.published, checkIn: trips.checkIn }).from(trips).where(eq(trips.id, tripId)).for('no key update')
  if (!trip || trip.seatsLeft <= 0 || !trip.published || trip.checkIn <= saoPauloDate(at)) return []
  const line = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId, optionId: waitlistEntries.optionId, people: waitlistEntries.people })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tripId, tripId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  const expiresAt = new Date(at.getTime() + WAITLIST_OFFER_MS)
  const made: MadeOffer[] = []
  let left = trip.seatsLeft
  for (const entry of line) {
    if (left === 0) break
    if (entry.people > left) continue
    // Conditional: the traveller may have left the line since it was read.
    const [offered] = await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: at, offerExpiresAt: expiresAt })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id })
    if (!offered) continue
    left -= entry.people
    made.push({ entryId: entry.id, userId: entry.userId, tripId, optionId: entry.optionId, people: entry.people, expiresAt })
  }
  if (made.length > 0) await tx.update(trips).set({ seatsLeft: left }).where(eq(trips.id, tripId))
  return made
}

/**
 * Ends the offers whose 30 minutes ran out: each gives its seats back, once (the move is
 * conditional on the offer still being live; rows another sweep holds are skipped). Answers the
 * trips that got seats back, for their lines to be offered them.
 */
export async function lapseOffers(tx: DbOrTx, now: Date): Promise<number[]> {
  const due = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .for('update', { skipLocked: true })
  const tripIds = new Set<number>()
  for (const { id } of due) {
    const [lapsed] = await tx
      .update(waitlistEntries)
      .set({ status: 'lapsed' })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'offered')))
      .returning({ tripId: waitlistEntries.tripId, people: waitlistEntries.people })
    if (!lapsed) continue
    await releaseHeldSeats(tx, lapsed.tripId, lapsed.people)
    tripIds.add(lapsed.tripId)
  }
  return [...tripIds]
}

/** Trips with free seats and someone waiting: where an order's end, a refund or an admin's new seats left seats to offer. */
export async function tripsWithSeatsForTheLine(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ tripId: waitlistEntries.tripId })
    .from(waitlistEntries)
    .innerJoin(trips, eq(trips.id, waitlistEntries.tripId))
    .where(and(eq(waitlistEntries.status, 'waiting'), gt(trips.seatsLeft, 0)))
  return rows.map((row) => row.tripId)
}

const liveOfferOf = (userId: number, optionId: number, at: Date) =>
  and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.optionId, optionId), eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, at))

/** The seats the buyer's live offer of the option holds (0 without one), as an expression to read in another query: nothing is used. */
export const liveOfferSeats = (userId: number, optionId: number, at: Date): SQL<number> =>
  sql<number>`coalesce((select sum(${waitlistEntries.people}) from ${waitlistEntries} where ${liveOfferOf(userId, optionId, at)}), 0)`

/**
 * The checkout's side: the caller's live offer of this option ends as `used`, its seats handed
 * back to the trip in the order's transaction, for the order's own seat hold to take them at
 * once (the trip's row stays locked until the commit, so nobody else can). Answers the seats it
 * gave back (0 without a live offer) and marks the entry for `tieOfferToOrder`.
 */
export async function useWaitlistOffer(tx: DbOrTx, userId: number, optionId: number, at: Date): Promise<{ entryId: number; seats: number } | null> {
  const [used] = await tx
    .update(waitlistEntries)
    .set({ status: 'used' })
    .where(liveOfferOf(userId, optionId, at))
    .returning({ id: waitlistEntries.id, tripId: waitlistEntries.tripId, people: waitlistEntries.people })
  if (!used) return null
  await releaseHeldSeats(tx, used.tripId, used.people)
  return { entryId: used.id, seats: used.people }
}

export async function tieOfferToOrder(tx: DbOrTx, entryId: number, orderId: number) {
  await tx.update(waitlistEntries).set({ orderId }).where(eq(waitlistEntries.id, entryId))
}

/** Deletes the entries `which` selects; a live offer's seats go back to its trip. */
async function deleteEntries(tx: DbOrTx, which: SQL | undefined) {
  const left = await tx.delete(waitlistEntries).where(which).returning({ tripId: waitlistEntries.tripId, people: waitlistEntries.people, status: waitlistEntries.status })
  for (const entry of left) if (entry.status === 'offered') await releaseHeldSeats(tx, entry.tripId, entry.people)
}

/** An erased account leaves every line. */
export const leaveEveryLine = (tx: DbOrTx, userId: number) => deleteEntries(tx, eq(waitlistEntries.userId, userId))

/** Options an admin deletes take their lines with them, and give back the seats their offers held. */
export const endLinesOfOptions = (tx: DbOrTx, optionIds: number[]) => deleteEntries(tx, inArray(waitlistEntries.optionId, optionIds))

/** An entry still in play: waiting in line, or holding an offer (one such per person and option). */
const liveStatuses: WaitlistStatus[] = ['waiting', 'offered']
export const isLiveEntry = inArray(waitlistEntries.status, liveStatuses)

/**
 * An order placed through an offer ended unpaid (a refused card, say) while the offer's 30
 * minutes still run: the offer is live again, its seats taken back from those the order just
 * returned in the same transaction, so the buyer can fix the card and try again. Not when the
 * buyer is back in that option's line: one live entry per person and option (the unique index
 * would fail the order's move), and that place stays theirs.
 */
export async function reviveOfferOfOrder(tx: DbOrTx, orderId: number, at: Date) {
  const other = alias(waitlistEntries, 'other')
  const backInLine = tx
    .select({ one: sql`1` })
    .from(other)
    .where(and(eq(other.userId, waitlistEntries.userId), eq(other.optionId, waitlistEntries.optionId), inArray(other.status, liveStatuses)))
  const [entry] = await tx
    .select({ id: waitlistEntries.id, tripId: waitlistEntries.tripId, people: waitlistEntries.people })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.orderId, orderId), eq(waitlistEntries.status, 'used'), gt(waitlistEntries.offerExpiresAt, at), notExists(backInLine)))
  if (!entry) return
  // Conditional, as every seat hold: an admin may have lowered the vacancies meanwhile.
  const [held] = await tx
    .update(trips)
    .set({ seatsLeft: sql`${trips.seatsLeft} - ${entry.people}` })
    .where(and(eq(trips.id, entry.tripId), gte(trips.seatsLeft, entry.people)))
    .returning({ id: trips.id })
  if (held) await tx.update(waitlistEntries).set({ status: 'offered', orderId: null }).where(eq(waitlistEntries.id, entry.id))
}
