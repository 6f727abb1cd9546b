import type { Env } from '../env.ts'
import { openPglite, openPostgres, type Database } from './client.ts'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under the data folder. */
export const openDatabase = (env: Pick<Env, 'DATABASE_URL' | 'dataDir'>): Database => (env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir: env.dataDir }))
