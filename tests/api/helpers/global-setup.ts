import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../../src/server/db/client.ts'
import { migrationsFingerprint, tmpDir, withDatabase, type DbTemplate } from './template.ts'

export const POSTGRES_TEMPLATE = 'roteiro_template'
const STALE_AFTER_MS = 3_600_000

/**
 * Runs once per `vitest run`: migrates one template database that every test file then
 * clones (see test-db.ts). With TEST_DATABASE_URL it is a PostgreSQL template database;
 * otherwise it is a PGlite data directory dumped to a tar file under .tmp/, kept between
 * runs while the migrations do not change (creating and migrating a PGlite takes ~3 s).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = adminUrl ? await makePostgresTemplate(adminUrl) : await makePgliteTemplate()
  project.provide('dbTemplate', template)
  return async () => {
    if (adminUrl) await dropTestDatabases(adminUrl)
  }
}

/** The template, and the clones the workers kept for a next file that never came (database-reuse.ts). */
async function dropTestDatabases(adminUrl: string) {
  const { rows } = await withAdmin(adminUrl, (admin) => admin.query<{ name: string }>(`select datname as name from pg_database where datname like 'test\\_%'`))
  await runAdmin(adminUrl, ...[...rows.map(({ name }) => name), POSTGRES_TEMPLATE].map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}

/** Runs `work` on a connection to the server's maintenance database. */
async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

const runAdmin = (adminUrl: string, ...statements: string[]) =>
  withAdmin(adminUrl, async (admin) => {
    for (const statement of statements) await admin.query(statement)
  })

async function makePgliteTemplate(): Promise<DbTemplate> {
  const dir = path.join(tmpDir, 'api-db')
  const file = path.join(dir, `pglite-template-${migrationsFingerprint()}.tar`)
  if (existsSync(file)) return { kind: 'pglite', file }
  // Templates of older migrations are not used again, once no run that started before the
  // migration changed can still be reading them.
  for (const name of existsSync(dir) ? await readdir(dir) : []) {
    const old = path.join(dir, name)
    if (!name.startsWith('pglite-template-') || !name.endsWith('.tar')) continue
    if (Date.now() - (await stat(old)).mtimeMs > STALE_AFTER_MS) await rm(old, { force: true })
  }
  const client = new PGlite()
  const database = openPglite({ client })
  await database.migrate()
  const dump = await client.dumpDataDir('none')
  await database.close()
  await mkdir(dir, { recursive: true })
  // Written aside then renamed, so a concurrent run never reads half a template.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, file)
  return { kind: 'pglite', file }
}

async function makePostgresTemplate(adminUrl: string): Promise<DbTemplate> {
  await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`, `CREATE DATABASE ${POSTGRES_TEMPLATE}`)
  const database = openPostgres(withDatabase(adminUrl, POSTGRES_TEMPLATE))
  try {
    await database.migrate()
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template that has open connections.
    await database.close()
  }
  return { kind: 'postgres', adminUrl, templateName: POSTGRES_TEMPLATE }
}
