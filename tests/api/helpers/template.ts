import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the migrated database template lives; shared by the global setup (which makes it)
 * and by the test files (which clone it).
 */
export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; templateName: string }

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const migrationsDir = path.join(root, 'src/server/db/migrations')
export const tmpDir = path.join(root, '.tmp')

/** Changes whenever a migration (or PGlite) changes, so a cached template is never stale. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256')
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)))
  }
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
  hash.update(pglite.version)
  return hash.digest('hex').slice(0, 16)
}

/** The same server, another database: `postgres://u@h:p/postgres` → `postgres://u@h:p/<name>`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
