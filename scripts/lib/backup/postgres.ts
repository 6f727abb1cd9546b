import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { openPostgres } from '../../../src/server/db/client.ts'
import { isExecutable } from '../processes.ts'
import { readDatabaseState, type DatabaseState } from './database-state.ts'

const execFileAsync = promisify(execFile)
const POSTGRES_LIB = '/usr/lib/postgresql'

/**
 * pg_dump or pg_restore of the oldest installed PostgreSQL that is at least the server's version
 * (pg_dump refuses a newer server), from Debian's /usr/lib/postgresql/<version>/bin as
 * findPostgresBin looks there; else the one on PATH.
 */
export function findPostgresTool(tool: 'pg_dump' | 'pg_restore', serverVersionNum: number): string {
  const serverMajor = Math.floor(serverVersionNum / 10_000)
  const versions = existsSync(POSTGRES_LIB) ? readdirSync(POSTGRES_LIB).filter((version) => /^\d+$/.test(version)) : []
  const installed = versions
    .map(Number)
    .filter((major) => major >= serverMajor)
    .sort((a, b) => a - b)
    .map((major) => path.join(POSTGRES_LIB, String(major), 'bin', tool))
    .find(isExecutable)
  if (installed) return installed
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, tool))
    .find(isExecutable)
  if (onPath) return onPath
  throw new Error(`${tool} ${serverMajor} or newer is not installed (Debian: apt-get install postgresql-client-${serverMajor}).`)
}

/** The password travels in the environment, not on a command line that `ps` shows. */
function connectionForTools(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await execFileAsync(file, args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`${path.basename(file)} failed: ${stderr?.trim() || String(error)}`)
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The schemas that are not PostgreSQL's own. */
const userSchemas = async (client: pg.Client) =>
  (
    (await client.query(`select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%' order by nspname`)).rows as {
      nspname: string
    }[]
  ).map((row) => row.nspname)

const serverVersionOf = async (client: pg.Client) => Number(((await client.query('show server_version_num')).rows[0] as { server_version_num: string }).server_version_num)

/**
 * pg_dump (custom format) while the server keeps running: the manifest's counts are read in a
 * transaction whose snapshot pg_dump then uses, so they describe exactly the dumped rows.
 */
export function dumpPostgres(url: string, file: string): Promise<DatabaseState> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only')
    const snapshot = ((await client.query('select pg_export_snapshot() as id')).rows[0] as { id: string }).id
    const state = await readDatabaseState((text) => client.query(text))
    const { dbname, env } = connectionForTools(url)
    await runTool(findPostgresTool('pg_dump', state.serverVersion), ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env)
    await client.query('commit')
    return state
  })
}

/** Empty: no table, view or sequence outside PostgreSQL's own schemas. */
export const postgresIsEmpty = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    )
    return (rows[0] as { n: number }).n === 0
  })

/** A restore under a running server would mix its writes with the restored rows. */
export const assertNoOtherConnections = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    const others = (rows[0] as { n: number }).n
    if (others > 0) throw new Error(`${others} other connection(s) use this database: stop the server (and anything else connected) before restoring.`)
  })

/**
 * --force: the database's schemas (the app's public and drizzle) are renamed aside and an empty
 * public takes public's place; `keep` drops them once the restore worked, `putBack` returns them
 * when it did not, so a failed restore leaves the database as it was.
 */
async function moveSchemasAside(url: string) {
  const suffix = `_before_restore_${Date.now()}`
  const moved = await withClient(url, async (client) => {
    const names = await userSchemas(client)
    await client.query('begin')
    for (const name of names) await client.query(`alter schema ${client.escapeIdentifier(name)} rename to ${client.escapeIdentifier(name + suffix)}`)
    await client.query('create schema public')
    await client.query('commit')
    return names
  })
  return {
    keep: () =>
      withClient(url, async (client) => {
        for (const name of moved) await client.query(`drop schema ${client.escapeIdentifier(name + suffix)} cascade`)
      }),
    putBack: () =>
      withClient(url, async (client) => {
        await client.query('begin')
        const restored = (await userSchemas(client)).filter((name) => !name.endsWith(suffix))
        for (const name of restored) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`)
        for (const name of moved) await client.query(`alter schema ${client.escapeIdentifier(name + suffix)} rename to ${client.escapeIdentifier(name)}`)
        await client.query('commit')
      }),
  }
}

/**
 * pg_restore in one transaction, without the source's owners and grants (the target's user owns
 * what it restores), then the code's newer migrations; `check` sees the result before it is kept.
 */
export async function restorePostgres(url: string, file: string, options: { force: boolean; migrate: boolean; check: (state: DatabaseState) => void }): Promise<DatabaseState> {
  const serverVersion = await withClient(url, serverVersionOf)
  const aside = options.force ? await moveSchemasAside(url) : null
  try {
    const { dbname, env } = connectionForTools(url)
    await runTool(findPostgresTool('pg_restore', serverVersion), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env)
    if (options.migrate) {
      const database = openPostgres(url)
      try {
        await database.migrate()
      } finally {
        await database.close()
      }
    }
    const state = await withClient(url, (client) => readDatabaseState((text) => client.query(text)))
    options.check(state)
    await aside?.keep()
    return state
  } catch (error) {
    if (aside) await aside.putBack()
    else await emptyPublic(url)
    throw error
  }
}

/** Undoes a restore into a database that was empty: it is empty again. */
const emptyPublic = (url: string) =>
  withClient(url, async (client) => {
    const names = await userSchemas(client)
    await client.query('begin')
    for (const name of names) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`)
    await client.query('create schema public')
    await client.query('commit')
  })
