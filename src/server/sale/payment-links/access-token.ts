import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { sharedSecret } from '../orders/secrets.ts'
import { guestAccessOf } from './guest-access-state.ts'

/**
 * A guest order's access token: HMAC-SHA256 of its code and generation under a secret kept in the
 * database (256 bits). Reproducible, so an idempotent replay and the mails carry the same token,
 * and only the generation is stored (guest-access.ts); it opens that one order's
 * /api/external-orders/{code} and nothing else.
 */
const secrets = new WeakMap<Db, () => Promise<string>>()

function secretOf(db: Db) {
  let secret = secrets.get(db)
  if (!secret) {
    secret = sharedSecret(db, 'guest-order-access', null)
    secrets.set(db, secret)
  }
  return secret()
}

/** Generation 0 signs the code alone: the token of every link mailed before tokens could change. */
async function guestAccessTokenOf(db: Db, code: string, generation: number): Promise<string> {
  return createHmac('sha256', await secretOf(db))
    .update(generation === 0 ? code : `${code}:${generation}`)
    .digest('base64url')
}

/** The order's current token, the one the mails carry. */
export async function guestAccessToken(db: Db, code: string): Promise<string> {
  return guestAccessTokenOf(db, code, (await guestAccessOf(db, code))?.generation ?? 0)
}

/** Whether `token` is the order's token of that generation (compared in constant time). */
export async function isGuestAccessToken(db: Db, code: string, generation: number, token: string): Promise<boolean> {
  const expected = Buffer.from(await guestAccessTokenOf(db, code, generation))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
