import { getTableName, isTable, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client.ts'
import * as schema from '../../../src/server/db/schema/index.ts'

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))

/**
 * One statement: deletes every row and restarts the ids (the sequences the tables own), as
 * `TRUNCATE ... RESTART IDENTITY CASCADE` would. Not TRUNCATE itself: it makes new files for every
 * table and index, measured at 300-590 ms per reset on PostgreSQL and 115-205 ms on PGlite, against
 * 4-5 ms and 25-47 ms for this (docs/PERFORMANCE.md, "Test suite time"). The replica role skips
 * the foreign-key checks, so the order of the deletes does not matter; it needs a superuser, which
 * the test servers' user is.
 */
const resetStatement = sql.raw(`DO $$ BEGIN
  SET LOCAL session_replication_role = replica;
  ${tableNames.map((name) => `DELETE FROM "${name}";`).join(' ')}
  PERFORM setval(s.seqrelid, s.seqstart, false)
    FROM pg_sequence s
    JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.seqrelid AND d.deptype IN ('a', 'i')
    JOIN pg_class t ON t.oid = d.refobjid
    WHERE t.relnamespace = 'public'::regnamespace AND t.relname IN (${tableNames.map((name) => `'${name}'`).join(', ')});
END $$`)

/** Empties every table and restarts ids, so each test starts from the migrated state without a new database. */
export async function resetDatabase(db: Db) {
  await db.execute(resetStatement)
}
