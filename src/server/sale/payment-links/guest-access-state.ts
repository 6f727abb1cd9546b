import { and, eq, isNull } from 'drizzle-orm'
import { guestAccessExpiry, type GuestAccess } from '../../../domain/guest-access.ts'
import type { DbOrTx } from '../../db/client.ts'
import { guestOrderAccess, orders, trips } from '../../db/schema/index.ts'

/** A guest order's access as it is now: its token's generation, its end and whether an admin revoked it. */
export interface GuestAccessState {
  orderId: number
  generation: number
  expiresAt: Date
  revokedAt: Date | null
}

/** The guest access of the order `code`; null when the code is no guest's order. */
export async function guestAccessOf(db: DbOrTx, code: string): Promise<GuestAccessState | null> {
  const [row] = await db
    .select({
      orderId: orders.id,
      orderedAt: orders.createdAt,
      tripCheckOut: trips.checkOut,
      generation: guestOrderAccess.generation,
      extendedUntil: guestOrderAccess.extendedUntil,
      revokedAt: guestOrderAccess.revokedAt,
    })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(guestOrderAccess, eq(guestOrderAccess.orderId, orders.id))
    .where(and(eq(orders.code, code), isNull(orders.userId)))
  if (!row) return null
  return { orderId: row.orderId, generation: row.generation ?? 0, expiresAt: guestAccessExpiry(row), revokedAt: row.revokedAt }
}

export const guestAccessAnswer = (access: GuestAccessState): GuestAccess => ({ expiresAt: access.expiresAt.toISOString(), revokedAt: access.revokedAt?.toISOString() ?? null })
