import type { PGlite } from '@electric-sql/pglite'
import { openPglite, type Database } from '../../../src/server/db/client.ts'
import { resetDatabase } from './reset-database.ts'

/*
 * On the PGlite lane a test file's database, once closed, is emptied and handed to the worker's
 * next file: loading a PGlite from the template and closing it costs about a second per file
 * (90 files), emptying it 25-47 ms. Only a database closed as it was migrated is kept: a file that
 * added a constraint to force a failure, removed a migration's row or left a lock held closes its
 * own for real.
 */

let kept: PGlite | undefined
let migratedShape: string | undefined

/** What a test could change beyond rows, in one line: relations, columns, constraints, triggers, functions, migrations, locks held. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`select concat_ws(' ',
    (select count(*) from pg_class where relnamespace = 'public'::regnamespace),
    (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped),
    (select count(*) from pg_constraint where connamespace = 'public'::regnamespace),
    (select count(*) from pg_trigger),
    (select count(*) from pg_proc where pronamespace = 'public'::regnamespace),
    (select count(*) from drizzle.__drizzle_migrations),
    (select count(*) from pg_locks where locktype = 'advisory')) as shape`)
  return rows[0]!.shape
}

/** A PGlite just loaded from the template, as a test's database whose `close` keeps it for the next file when it can. */
export async function reusablePglite(client: PGlite): Promise<Database> {
  migratedShape ??= await shapeOf(client)
  return lease(client)
}

/** The PGlite the worker's previous file closed, emptied, or nothing. */
export function takeKeptPglite(): Database | undefined {
  const client = kept
  kept = undefined
  return client && lease(client)
}

/** One file's use of a PGlite: closing it twice, or after it went to another file, does nothing. */
function lease(client: PGlite): Database {
  const database = openPglite({ client })
  let closed = false
  return {
    ...database,
    async close() {
      if (closed || client.closed) return
      closed = true
      if (kept || (await shapeOf(client)) !== migratedShape) return database.close()
      await resetDatabase(database.db)
      kept = client
    },
  }
}
