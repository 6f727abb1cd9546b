import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { sharedSecret } from '../payments/secrets.ts'

/**
 * A guest order's access token: HMAC-SHA256 of its code under a secret kept in the database
 * (256 bits). Reproducible, so an idempotent replay and the mails carry the same token, and
 * nothing to store; it opens that one order's /api/external-orders/{code} and nothing else.
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

export async function guestAccessToken(db: Db, code: string): Promise<string> {
  return createHmac('sha256', await secretOf(db))
    .update(code)
    .digest('base64url')
}

/** Whether `token` is the access token of the order `code` (compared in constant time). */
export async function isGuestAccessToken(db: Db, code: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await guestAccessToken(db, code))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
