import type { RowCounts } from './manifest.ts'
import { migrationTag, type MigrationId } from './migrations.ts'

/** PGlite's `query` and pg's `Client.query` both fit. */
export type RunQuery = (text: string) => Promise<{ rows: unknown[] }>

export interface DatabaseState {
  migration: MigrationId
  counts: RowCounts
  serverVersion: number
}

/** What the manifest records of a database, and what a restore checks it got back. */
export async function readDatabaseState(query: RunQuery): Promise<DatabaseState> {
  const migrations = await query('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1').catch(() => ({ rows: [] }))
  const migration = migrations.rows[0] as { created_at: string | number } | undefined
  if (!migration) throw new Error('The database has no Roteiro migrations applied: it is not a Roteiro database.')
  const counts = (
    await query('select (select count(*) from users) as "users", (select count(*) from orders) as "orders", (select count(*) from payment_events) as "paymentEvents"')
  ).rows[0] as Record<keyof RowCounts, string | number>
  const version = (await query('show server_version_num')).rows[0] as { server_version_num: string }
  const when = Number(migration.created_at)
  return {
    migration: { when, tag: migrationTag(when) },
    counts: { users: Number(counts.users), orders: Number(counts.orders), paymentEvents: Number(counts.paymentEvents) },
    serverVersion: Number(version.server_version_num),
  }
}

/** Restore's last check: the rows the manifest counted are all there. */
export function countDifferences(expected: RowCounts, found: RowCounts): string[] {
  return (Object.keys(expected) as (keyof RowCounts)[])
    .filter((key) => expected[key] !== found[key])
    .map((key) => `${key}: the backup had ${expected[key]}, the restored database has ${found[key]}`)
}
