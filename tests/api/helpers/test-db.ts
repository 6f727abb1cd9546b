import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type Database } from '../../../src/server/db/client.ts'
import { reusable, takeKept } from './database-reuse.ts'
import { withDatabase } from './template.ts'

let pgliteTemplate: Promise<Blob> | undefined

/**
 * A fresh, migrated database cloned from the run's template (see global-setup.ts).
 *
 * Measured on the 2-core machine, per test file: PGlite loaded from the template tar 0.4-0.6 s
 * (the first in a process also compiles PGlite's WebAssembly), against 3.3 s to create and
 * migrate a new in-memory PGlite; on PostgreSQL 15, `CREATE DATABASE ... TEMPLATE` 0.1-0.2 s and
 * the DROP afterwards ~0.02 s. A database closed as it was migrated is emptied and kept for the
 * worker's next file instead (database-reuse.ts).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const kept = takeKept()
  if (kept) return kept
  const template = inject('dbTemplate')
  if (template.kind === 'pglite') {
    pgliteTemplate ??= openAsBlob(template.file)
    const client = new PGlite({ loadDataDir: await pgliteTemplate })
    await client.waitReady
    return reusable(openPglite({ client }))
  }
  const clone = await clonePostgresTemplate()
  const database = openPostgres(clone.url)
  return reusable({
    ...database,
    /** For a server process of its own (PostgreSQL only). */
    url: clone.url,
    async close() {
      await database.close()
      await clone.drop()
    },
  })
}

/**
 * PostgreSQL only: a fresh, migrated database cloned from the run's template (or an `empty` one,
 * never migrated). Its `url` opens as many pools on it as a test needs (several server
 * instances); `drop` it once they are closed.
 */
export async function clonePostgresTemplate({ empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('dbTemplate')
  if (template.kind !== 'postgres') throw new Error('clonePostgresTemplate needs TEST_DATABASE_URL (PostgreSQL)')
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${template.templateName}`}`)
  return {
    url: withDatabase(template.adminUrl, name),
    drop: () => adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** Runs one statement on the maintenance database; retries while another file's clone still holds the template. */
async function adminQuery(adminUrl: string, statement: string) {
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(statement)
      return
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006'
      if (!busy || attempt >= 20) throw error
    } finally {
      await admin.end()
    }
    await sleep(50 * attempt)
  }
}
