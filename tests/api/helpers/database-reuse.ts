import { sql } from 'drizzle-orm'
import type { Database, Db } from '../../../src/server/db/client.ts'
import { resetDatabase } from './reset-database.ts'

/*
 * A test file's database, once closed, is emptied and handed to the worker's next file. Loading a
 * PGlite from the template and closing it cost about a second of CPU per file, cloning and dropping
 * a PostgreSQL database about half of one; emptying either takes 5-50 ms (docs/PERFORMANCE.md,
 * "Test suite time"). Only a database closed as it was migrated is kept: a file that added a
 * constraint to force a failure, removed a migration's row, left a lock held, or gave its URL to
 * another process closes its own for real.
 */

type TestDatabase = Database & { url?: string }

let kept: TestDatabase | undefined
let migratedShape: string | undefined

/** What a test could change beyond rows, in one line: relations, columns, constraints, triggers, functions, migrations, locks held. */
const shapeQuery = sql.raw(`select concat_ws(' ',
  (select count(*) from pg_class where relnamespace = 'public'::regnamespace),
  (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped),
  (select count(*) from pg_constraint where connamespace = 'public'::regnamespace),
  (select count(*) from pg_trigger),
  (select count(*) from pg_proc where pronamespace = 'public'::regnamespace),
  (select count(*) from drizzle.__drizzle_migrations),
  (select count(*) from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()))) as shape`)

async function shapeOf(db: Db): Promise<string> {
  const { rows } = (await db.execute(shapeQuery)) as unknown as { rows: { shape: string }[] }
  return rows[0]!.shape
}

/** A database just cloned from the template, as a test's database whose `close` keeps it for the next file when it can. */
export async function reusable(fresh: TestDatabase): Promise<TestDatabase> {
  migratedShape ??= await shapeOf(fresh.db)
  return lease(fresh)
}

/** The database the worker's previous file closed, emptied, or nothing. */
export function takeKept(): TestDatabase | undefined {
  const database = kept
  kept = undefined
  return database && lease(database)
}

/** One file's use of a database: closing it twice, or after it went to another file, does nothing. */
function lease(database: TestDatabase): TestDatabase {
  let closed = false
  let sharedUrl = false
  const leased: TestDatabase = {
    ...database,
    async close() {
      if (closed) return
      closed = true
      const unchanged =
        !sharedUrl &&
        !kept &&
        (await shapeOf(database.db).then(
          (shape) => shape === migratedShape,
          () => false,
        ))
      if (!unchanged) return database.close()
      await resetDatabase(database.db)
      kept = database
    },
  }
  if (database.url) {
    Object.defineProperty(leased, 'url', {
      enumerable: true,
      get: () => {
        // Another process may still be connected to it when the file ends.
        sharedUrl = true
        return database.url
      },
    })
  }
  return leased
}
