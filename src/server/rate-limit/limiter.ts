import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { ApiError } from '../http/errors.ts'

/** At most `limit` events per `windowMs` for one subject (an email, an IP). */
export interface RateLimitRule {
  name: string
  limit: number
  windowMs: number
}

/** A 429 with its `Retry-After` (seconds). */
export class RateLimitedError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super('auth.rate_limited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }, { retryAfterSeconds })
  }
}

/** A rule and the subject it counts (an email, an IP, both). */
export type RateLimitPlace = readonly [rule: RateLimitRule, subject: string]

/**
 * Fixed-window counters in PostgreSQL, so every server process sees the same counts. A request
 * takes its place in the window before the expensive work (argon2, a code check, a mail), in one
 * conditional upsert that adds 1 only while the count is under the limit: of any number of
 * concurrent requests at most `limit` get a place, on PGlite and on PostgreSQL alike (the upsert
 * locks the row, and its WHERE reads the row as the last committed request left it).
 */
export function rateLimiter(db: Db, now: () => Date) {
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`

  /** One place in the window, or null with the seconds until it ends. */
  async function take(rule: RateLimitRule, subject: string) {
    const at = now()
    const current = sql`${at.toISOString()}::timestamptz`
    const ended = sql`${rateLimits.resetAt} <= ${current}`
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(rule, subject), count: 1, resetAt: new Date(at.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
        setWhere: sql`${ended} or ${rateLimits.count} < ${rule.limit}`,
      })
      .returning({ resetAt: rateLimits.resetAt })
    if (row) return { resetAt: row.resetAt }
    const [full] = await db
      .select({ resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`)
    throw new RateLimitedError(full ? secondsUntil(full.resetAt, at) : 1)
  }

  /** Gives a place back to the window it was taken in (not to a later one). */
  async function giveBack(rule: RateLimitRule, subject: string, resetAt: Date) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${keyOf(rule, subject)} and ${rateLimits.resetAt} = ${resetAt.toISOString()}::timestamptz`)
  }

  return {
    /** Takes a place for a request that costs us whatever comes of it (a mail sent), or refuses it (429). */
    async consume(rule: RateLimitRule, subject: string) {
      await take(rule, subject)
    },
    /**
     * Takes a place under every rule, in order, for an attempt that counts only when it fails (a
     * password, a code): `release()` gives the places back when it succeeds. A refusal (429) gives
     * back the places already taken, so a refused request counts nowhere.
     */
    async reserve(places: readonly RateLimitPlace[]) {
      const taken: { rule: RateLimitRule; subject: string; resetAt: Date }[] = []
      const release = () => Promise.all(taken.splice(0).map(({ rule, subject, resetAt }) => giveBack(rule, subject, resetAt)))
      try {
        for (const [rule, subject] of places) taken.push({ rule, subject, ...(await take(rule, subject)) })
      } catch (error) {
        await release()
        throw error
      }
      return { release }
    },
    /** Forgets the subject's count, e.g. sign-in failures from one IP after a successful sign-in. */
    async clear(rule: RateLimitRule, subject: string) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`)
    },
    /** Forgets the counts of every subject of the rule that ends with `suffix`, e.g. an account's failures from every IP. */
    async clearEndingWith(rule: RateLimitRule, suffix: string) {
      const start = keyOf(rule, '')
      await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${start.length}) = ${start} and right(${rateLimits.key}, ${suffix.length}) = ${suffix}`)
    },
  }
}

export type RateLimiter = ReturnType<typeof rateLimiter>

const secondsUntil = (resetAt: Date, at: Date) => Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000))
