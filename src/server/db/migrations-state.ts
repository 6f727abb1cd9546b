import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

export interface MigrationId {
  /** Drizzle's folderMillis: what `drizzle.__drizzle_migrations.created_at` holds. */
  when: number
  tag: string
}

const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json')

/** The migrations this code ships (drizzle-kit's journal), oldest first. */
export function codeMigrations(): MigrationId[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: MigrationId[] }
  return journal.entries.map(({ when, tag }) => ({ when, tag })).sort((a, b) => a.when - b.when)
}

/** The tags of this code's migrations the database has not applied (none once `migrate()` ran). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const result = (await db.execute(sql.raw('select created_at from drizzle.__drizzle_migrations'))) as unknown as { rows: { created_at: string | number }[] }
  const applied = new Set(result.rows.map((row) => Number(row.created_at)))
  return codeMigrations()
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag)
}
