import { existsSync, openAsBlob } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { openPglite } from '../../../src/server/db/client.ts'
import { readDatabaseState, type DatabaseState } from './database-state.ts'

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite')

/**
 * PGlite has no server process that would serialise a second writer: two processes on one data
 * folder corrupt it. While a PGlite has the folder open it holds postmaster.pid (removed on a
 * clean close), so its presence means the server runs, or it died without closing.
 */
export function assertPgliteClosed(dataDir: string): void {
  const pid = path.join(pgliteDir(dataDir), 'postmaster.pid')
  if (existsSync(pid)) {
    throw new Error(
      `The database in ${pgliteDir(dataDir)} is open (${pid} exists): stop the server first. If no server runs (it was killed), start it and stop it once, so it closes the database cleanly, then try again.`,
    )
  }
}

export async function pgliteIsEmpty(dataDir: string): Promise<boolean> {
  const dir = pgliteDir(dataDir)
  return !existsSync(dir) || (await readdir(dir)).length === 0
}

/** Writes a consistent copy of the stopped server's database to `file` (PGlite's own data-folder tar). */
export async function dumpPglite(dataDir: string, file: string): Promise<DatabaseState> {
  assertPgliteClosed(dataDir)
  const dir = pgliteDir(dataDir)
  // Opening a folder without a database would create one: a backup of nothing.
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no database in ${dir} (is DATA_DIR right?).`)
  const client = new PGlite(dir)
  try {
    const state = await readDatabaseState((text) => client.query(text))
    // Everything written reaches the data files, so the copy needs no WAL replay.
    await client.exec('CHECKPOINT')
    const dump = await client.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    return state
  } finally {
    await client.close()
  }
}

/** Loads a dump into the (empty) data folder, migrates it when asked, and reads back what it holds. */
export async function loadPglite(dataDir: string, file: string, migrate: boolean): Promise<DatabaseState> {
  const client = new PGlite(pgliteDir(dataDir), { loadDataDir: await openAsBlob(file) })
  const database = openPglite({ client })
  try {
    if (migrate) await database.migrate()
    return await readDatabaseState((text) => client.query(text))
  } finally {
    await database.close()
  }
}
