import type { Env } from '../env.ts'
import { openPglite, openPostgres, type Database } from './client.ts'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under the data folder. */
export const openDatabase = (env: Pick<Env, 'DATABASE_URL' | 'DB_STATEMENT_TIMEOUT_MS' | 'dataDir'>): Database =>
  env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS }) : openPglite({ dataDir: env.dataDir })
