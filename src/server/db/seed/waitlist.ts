import { and, asc, eq, gt, like } from 'drizzle-orm'
import { saoPauloDate } from '../../../domain/order-status.ts'
import { tripOptions, trips, users, waitlistEntries } from '../schema/index.ts'
import type { Tx } from './insert.ts'

const DAY = 86_400_000
/** People each one in a demo line asks for, in turn. */
const wanted = [2, 1, 3]

/** A short line (docs/WAITLIST.md) for every sold-out trip still on sale, of demo buyers who joined over the last days. */
export async function insertDemoWaitlists(tx: Tx, now: Date): Promise<void> {
  const soldOut = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.seatsLeft, 0), eq(trips.published, true), gt(trips.checkIn, saoPauloDate(now))))
  const buyers = await tx.select({ id: users.id }).from(users).where(like(users.email, '%@roteiro.demo')).orderBy(asc(users.id)).limit(wanted.length)
  for (const trip of soldOut) {
    const [option] = await tx.select({ id: tripOptions.id }).from(tripOptions).where(eq(tripOptions.tripId, trip.id)).orderBy(asc(tripOptions.position)).limit(1)
    if (!option) continue
    await tx.insert(waitlistEntries).values(
      buyers.map((buyer, index) => ({
        tripId: trip.id,
        optionId: option.id,
        userId: buyer.id,
        people: wanted[index]!,
        status: 'waiting' as const,
        createdAt: new Date(now.getTime() - (wanted.length - index) * DAY),
      })),
    )
  }
}
