import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { localBus, type Bus } from '../bus/bus.ts'
import { postgresBus } from '../bus/postgres-bus.ts'
import * as schema from './schema/index.ts'
import { logger } from '../observability/logger.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** The database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  /** Applies every pending migration. */
  migrate(): Promise<void>
  /** The bus between the processes on this database (bus/bus.ts): LISTEN/NOTIFY on PostgreSQL, this process alone on PGlite. Close it before the database. */
  openBus(): Promise<Bus>
  close(): Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** The embedded default: PGlite, on disk under `dataDir` (or in memory, or from a given instance). */
export function openPglite(source: { dataDir: string } | { client: PGlite } | 'memory'): Database {
  let client: PGlite
  if (source === 'memory') client = new PGlite()
  else if ('client' in source) client = source.client
  else {
    const dir = path.join(source.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is one process's own database: nobody else can be listening.
    openBus: async () => localBus(),
    close: () => client.close(),
  }
}

/** Any constant will do: it only keeps two instances starting at once from migrating together (the second finds it done). */
const migrationsLock = 7_301_202_702

/** Applies the pending migrations on one connection holding `migrationsLock` for the while. */
async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationsLock])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
  } finally {
    // A session's lock outlives the migration: unlocked before the connection goes back to the pool, or closed with it.
    await client.query('SELECT pg_advisory_unlock($1)', [migrationsLock]).then(
      () => client.release(),
      (error: Error) => client.release(error),
    )
  }
}

/** A real PostgreSQL server. */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client's connection can drop (server restart, a forced DROP DATABASE): pg emits it
  // on the pool, and an unhandled 'error' event would end the process. The pool replaces the client.
  pool.on('error', (error) => logger().warn({ err: error }, 'A PostgreSQL idle connection dropped'))
  const db = drizzlePg(pool, { schema })
  return {
    db: db as unknown as Db,
    migrate: () => migrateAlone(pool),
    openBus: () => postgresBus({ connectionString, pool }),
    close: () => pool.end(),
  }
}
