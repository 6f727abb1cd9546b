import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { calendarFeeds } from '../db/schema/index.ts'
import { sameHash } from '../auth/tokens.ts'

/*
 * A feed's token is its nonce (random, kept in calendar_feeds) then an HMAC of the account and
 * the nonce under the app's ticket secret. The URL can be shown again at any time (it is made
 * from the row), yet the table alone opens nothing; a new nonce (reset) kills the old URL.
 */

const NONCE_LENGTH = 22

const newNonce = () => randomBytes(16).toString('base64url')

const mac = (secret: string, userId: number, nonce: string) => createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url')

const tokenOf = (secret: string, userId: number, nonce: string) => `${nonce}${mac(secret, userId, nonce)}`

/** The account's feed token, its feed made on first asking. */
export async function feedTokenOf(db: DbOrTx, secret: string, userId: number, now: Date): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, nonce: newNonce(), createdAt: now }).onConflictDoNothing()
  const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId))
  if (!row) throw new Error(`the calendar feed of user ${userId} could not be stored`)
  return tokenOf(secret, userId, row.nonce)
}

/** A new token for the account: the old one stops answering. */
export async function resetFeedToken(db: DbOrTx, secret: string, userId: number, now: Date): Promise<string> {
  const nonce = newNonce()
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, createdAt: now } })
  return tokenOf(secret, userId, nonce)
}

/** The account a token opens, or null for a forged, reset or deleted one. */
export async function feedOwnerOf(db: DbOrTx, secret: string, token: string): Promise<number | null> {
  const nonce = token.slice(0, NONCE_LENGTH)
  if (nonce.length < NONCE_LENGTH) return null
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.nonce, nonce))
  if (!row || !sameHash(token.slice(NONCE_LENGTH), mac(secret, row.userId, nonce))) return null
  return row.userId
}
