import { sql } from 'drizzle-orm'
import { GUEST_ACCESS_RESENT_DAYS } from '../../../domain/guest-access.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { guestOrderAccess } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { isGuestAccessToken } from './access-token.ts'
import { guestAccessOf, type GuestAccessState } from './guest-access-state.ts'

/**
 * The access `token` is the current key of, revoked or expired as it may be: a wrong token, an
 * older generation's, or a code that is no guest order is a 404, never confirming the code exists.
 */
export async function guestAccessByToken(db: Db, code: string, token: string): Promise<GuestAccessState> {
  const access = await guestAccessOf(db, code)
  if (!(await isGuestAccessToken(db, code, access?.generation ?? 0, token)) || !access) throw apiError('order.not_found')
  return access
}

/** The order the guest's token opens now: 404 as above, 410 when revoked or past its end. */
export async function openGuestAccess(db: Db, code: string, token: string, now: Date): Promise<void> {
  const access = await guestAccessByToken(db, code, token)
  if (access.revokedAt) throw apiError('guest_access.revoked')
  if (access.expiresAt <= now) throw apiError('guest_access.expired')
}

/** A new token (the older one stops opening the order), open at least a week from now, not revoked. */
export async function renewGuestAccess(db: DbOrTx, access: GuestAccessState, now: Date): Promise<void> {
  const extendedUntil = new Date(now.getTime() + GUEST_ACCESS_RESENT_DAYS * 86_400_000)
  await db
    .insert(guestOrderAccess)
    .values({ orderId: access.orderId, generation: access.generation + 1, extendedUntil, revokedAt: null })
    .onConflictDoUpdate({ target: guestOrderAccess.orderId, set: { generation: sql`${guestOrderAccess.generation} + 1`, extendedUntil, revokedAt: null } })
}

/** Closes the current token; only a link sent again (to the payer's email) opens the order after this. */
export async function revokeGuestAccess(db: DbOrTx, orderId: number, now: Date): Promise<void> {
  await db
    .insert(guestOrderAccess)
    .values({ orderId, generation: 0, revokedAt: now })
    .onConflictDoUpdate({ target: guestOrderAccess.orderId, set: { revokedAt: sql`coalesce(${guestOrderAccess.revokedAt}, excluded.revoked_at)` } })
}
