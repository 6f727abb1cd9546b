import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../app-deps.ts'
import { pendingMigrations } from '../db/migrations-state.ts'
import { apiError } from '../http/errors.ts'
import { endpoint } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { logger } from './logger.ts'

const CHECK_TIMEOUT_MS = 2_000

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref())])

export const readinessEndpoint = endpoint({
  tag: 'Service',
  summary: 'Whether this instance should get traffic',
  description: 'For a load balancer: 503 `service.not_ready` names the first failed check (`database`, `migrations`, `storage`), or `shutdown` once the instance is stopping.',
  answers: {
    200: json('Ready', v.object({ status: v.literal('ready'), checks: v.object({ database: v.literal('ok'), migrations: v.literal('ok'), storage: v.literal('ok') }) })),
  },
})

/**
 * GET /api/ready: whether this instance should get traffic, for a load balancer (GET /api/health
 * only says the process is alive). Ready when the database answers, every migration this code
 * ships is applied, and files can be stored; not once shutdown has begun, so the balancer drains
 * it while its last requests finish. The answer names the first failed check; why it failed goes
 * to the log only.
 */
export function readiness({ db, storage, shuttingDown = () => false }: Pick<AppDeps, 'db' | 'storage' | 'shuttingDown'>) {
  // Applied migrations stay applied: once seen complete, not read again.
  let migrated = false
  const checks = {
    database: async () => {
      await db.execute(sql`select 1`)
    },
    migrations: async () => {
      if (migrated) return
      const pending = await pendingMigrations(db)
      if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`)
      migrated = true
    },
    storage: () => storage.check(),
  }
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    if (shuttingDown()) throw apiError('service.not_ready', { check: 'shutdown' })
    const entries = Object.entries(checks)
    const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check())))
    const failed = results.findIndex((result) => result.status === 'rejected')
    if (failed >= 0) {
      const [check] = entries[failed]!
      logger().warn({ err: (results[failed] as PromiseRejectedResult).reason, check }, 'Not ready')
      throw apiError('service.not_ready', { check })
    }
    return c.json({ status: 'ready' as const, checks: { database: 'ok' as const, migrations: 'ok' as const, storage: 'ok' as const } })
  }
}
