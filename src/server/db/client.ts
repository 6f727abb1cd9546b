import { mkdirSync } from 'node:fs'
import { hostname } from 'node:os'
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
    // Waiting for another instance's migrations, and migrating, may take longer than a request's statement may.
    await client.query('SET statement_timeout = 0')
    await client.query('SELECT pg_advisory_lock($1)', [migrationsLock])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
  } finally {
    // Closed rather than returned to the pool: the session's lock and its setting end with it.
    client.release(true)
  }
}

export interface PostgresOptions {
  /**
   * The longest one statement may run (PostgreSQL's statement_timeout, answered 57014) and a
   * query may wait for a connection: the server's DB_STATEMENT_TIMEOUT_MS, so a request on a slow
   * or unreachable database answers 503 rather than hanging. None when unset (scripts, benches).
   */
  statementTimeoutMs?: number
}

/** A real PostgreSQL server. */
export function openPostgres(connectionString: string, { statementTimeoutMs }: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Named, so pg_stat_activity tells which instance holds a connection (a lock); an application_name in the URL wins.
    application_name: `roteiro@${hostname()}#${process.pid}`.slice(0, 63),
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: statementTimeoutMs,
  })
  // A connection can drop (a restart, a failover, a forced DROP DATABASE) while its client is
  // idle or checked out between two queries of a transaction: pg then emits 'error' on the
  // client, and pg-pool listens only while it is idle, so without a listener of our own the
  // process would end. A broken client is never used again: the pool drops it when it is
  // released (pg-pool checks whether it is still queryable) or at once when idle.
  pool.on('connect', (client) => client.on('error', (error) => logger().warn({ err: error }, 'A PostgreSQL connection dropped')))
  // The same error of an idle client, said again on the pool: the client's listener logged it.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema })
  return {
    db: db as unknown as Db,
    migrate: () => migrateAlone(pool),
    openBus: () => postgresBus({ connectionString, pool }),
    close: () => pool.end(),
  }
}
