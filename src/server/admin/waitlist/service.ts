import { asc, eq } from 'drizzle-orm'
import type { AdminWaitlistEntry } from '../../../domain/waitlist.ts'
import type { Db } from '../../db/client.ts'
import { orders, tripOptions, trips, users, waitlistEntries } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'

/** Everyone who joined the trip's lines, oldest first: the waiting ones numbered in the trip's one line, then the offers and how they ended. */
export async function tripWaitlist(db: Db, tripId: number): Promise<AdminWaitlistEntry[]> {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId))
  if (!trip) throw apiError('trip.not_found', { id: tripId })
  const rows = await db
    .select({ entry: waitlistEntries, optionName: tripOptions.name, firstName: users.firstName, lastName: users.lastName, email: users.email, orderCode: orders.code })
    .from(waitlistEntries)
    .innerJoin(tripOptions, eq(tripOptions.id, waitlistEntries.optionId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(orders, eq(orders.id, waitlistEntries.orderId))
    .where(eq(waitlistEntries.tripId, tripId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  let position = 0
  return rows.map(({ entry, optionName, firstName, lastName, email, orderCode }) => ({
    optionId: entry.optionId,
    optionName,
    position: entry.status === 'waiting' ? ++position : null,
    userId: entry.userId,
    name: `${firstName} ${lastName}`.trim(),
    email,
    people: entry.people,
    joinedAt: entry.createdAt.toISOString(),
    status: entry.status,
    offeredAt: entry.offeredAt?.toISOString() ?? null,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    orderCode,
  }))
}
