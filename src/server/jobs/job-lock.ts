import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client.ts'

/** The first half of every job lock's key ('Rote'), so our advisory locks stay apart from anyone else's on the database. */
const lockNamespace = 0x526f7465

/** The scheduled jobs; each number is its lock's key, never reused for another job. */
const jobKeys = {
  'order-expiry': 1,
  'auth-housekeeping': 2,
  reminders: 3,
  'waitlist-offers': 4,
  'balance-overdue': 5,
} as const

export type ScheduledJob = keyof typeof jobKeys

/**
 * Runs `work` in a transaction that holds the job's advisory lock, so with several server
 * processes on one database only one does a job at a time; null, without running it, when
 * another process holds the lock (it skips this tick, the holder is doing the work). The lock
 * ends with the transaction, and with its connection when the holder dies: the next tick
 * anywhere takes it. The work runs on `tx`, inside the lock: on PGlite, which runs one
 * transaction at a time on its one connection, work on another connection would wait forever.
 */
export function withJobLock<T>(db: Db, job: ScheduledJob, work: (tx: DbOrTx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    // Both drivers answer with `rows` (node-postgres' QueryResult, PGlite's Results).
    const { rows } = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockNamespace}, ${jobKeys[job]}) AS locked`)) as unknown as { rows: { locked: boolean }[] }
    return rows[0]?.locked ? work(tx) : null
  })
}
