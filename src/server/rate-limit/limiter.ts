import { sql } from 'drizzle-orm'
import type { ErrorHandler } from 'hono'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { ApiError } from '../http/errors.ts'

/** At most `limit` events per `windowMs` for one subject (an email, an IP). */
export interface RateLimitRule {
  name: string
  limit: number
  windowMs: number
}

/** A 429; `withRetryAfter` turns `retryAfterSeconds` into the `Retry-After` header. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('auth.rate_limited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
  }
}

/** Wraps the API's error handler so a 429 carries its `Retry-After` (seconds). */
export const withRetryAfter =
  (handler: ErrorHandler): ErrorHandler =>
  async (error, c) => {
    const response = await handler(error, c)
    if (error instanceof RateLimitedError) response.headers.set('Retry-After', String(error.retryAfterSeconds))
    return response
  }

/**
 * Fixed-window counters in PostgreSQL, so every server process sees the same counts. Each
 * change is one atomic upsert: a window that has ended starts again at 1.
 */
export function rateLimiter(db: Db, now: () => Date) {
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`

  async function increment(rule: RateLimitRule, subject: string) {
    const at = now()
    const current = sql`${at.toISOString()}::timestamptz`
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(rule, subject), count: 1, resetAt: new Date(at.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${current} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${current} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    return { count: row!.count, retryAfterSeconds: secondsUntil(row!.resetAt, at) }
  }

  return {
    /** Refuses (429) when the subject already reached the limit: for counting failures, checked before trying. */
    async assertOpen(rule: RateLimitRule, subject: string) {
      const at = now()
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${keyOf(rule, subject)} and ${rateLimits.resetAt} > ${at.toISOString()}::timestamptz`)
      if (row && row.count >= rule.limit) throw new RateLimitedError(secondsUntil(row.resetAt, at))
    },
    /** Counts one failure. */
    async recordFailure(rule: RateLimitRule, subject: string) {
      await increment(rule, subject)
    },
    /** Counts one request and refuses it (429) past the limit: for requests that cost us (mail sent). */
    async consume(rule: RateLimitRule, subject: string) {
      const { count, retryAfterSeconds } = await increment(rule, subject)
      if (count > rule.limit) throw new RateLimitedError(retryAfterSeconds)
    },
    /** Forgets the subject's count, e.g. sign-in failures after a successful sign-in. */
    async clear(rule: RateLimitRule, subject: string) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`)
    },
  }
}

export type RateLimiter = ReturnType<typeof rateLimiter>

const secondsUntil = (resetAt: Date, at: Date) => Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000))
