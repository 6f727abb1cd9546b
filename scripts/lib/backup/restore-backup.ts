import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BackupSource } from './create-backup.ts'
import { countDifferences, type DatabaseState } from './database-state.ts'
import { MANIFEST_FILE, parseManifest, type Manifest } from './manifest.ts'
import { migrationStep } from './migrations.ts'
import { setAside } from './move-aside.ts'
import { assertPgliteClosed, loadPglite, pgliteDir, pgliteIsEmpty } from './pglite.ts'
import { assertNoOtherConnections, postgresIsEmpty, restorePostgres } from './postgres.ts'
import { sha256File } from './sha256.ts'
import { extractArchive, readArchiveFile } from './tar.ts'
import { listUploads } from './uploads.ts'

export interface RestoreResult {
  manifest: Manifest
  state: DatabaseState
  migrated: boolean
}

/** Everything restore can refuse for, checked before it writes anything. */
async function checkBeforeWriting(archive: string, target: BackupSource, force: boolean) {
  const manifest = parseManifest(await readArchiveFile(archive, MANIFEST_FILE))
  const kind = target.databaseUrl ? 'postgres' : 'pglite'
  if (manifest.database.kind !== kind) {
    throw new Error(
      `The backup is of a ${manifest.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} database and the target is ${kind === 'pglite' ? 'PGlite (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)'}: restore it to the same kind.`,
    )
  }
  const migrate = migrationStep(manifest.database.migration) === 'migrate'
  const uploadsDir = path.join(target.dataDir, 'uploads')
  if (target.databaseUrl) await assertNoOtherConnections(target.databaseUrl)
  else assertPgliteClosed(target.dataDir)
  const occupied: string[] = []
  if (target.databaseUrl ? !(await postgresIsEmpty(target.databaseUrl)) : !(await pgliteIsEmpty(target.dataDir))) {
    occupied.push(target.databaseUrl ? 'the PostgreSQL database has tables' : `${pgliteDir(target.dataDir)} holds a database`)
  }
  const uploads = await listUploads(uploadsDir)
  if (uploads.files.length > 0) occupied.push(`${uploadsDir} holds ${uploads.files.length} files`)
  if (occupied.length > 0 && !force) throw new Error(`The target is not empty: ${occupied.join('; ')}. Restore replaces it only with --force.`)
  return { manifest, migrate, uploadsDir }
}

/** The unpacked archive is what the manifest says: the database dump's checksum, the uploads' count and size. */
async function checkUnpacked(staging: string, manifest: Manifest) {
  const databaseFile = path.join(staging, manifest.database.file)
  if ((await sha256File(databaseFile).catch(() => null)) !== manifest.database.sha256)
    throw new Error(`${manifest.database.file} in the archive is missing or damaged (its checksum differs from the manifest's).`)
  const uploads = await listUploads(path.join(staging, 'uploads'))
  if (uploads.files.length !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new Error(`The archive holds ${uploads.files.length} uploads (${uploads.bytes} bytes); its manifest says ${manifest.uploads.files} (${manifest.uploads.bytes} bytes).`)
  }
  return databaseFile
}

const checkCounts = (manifest: Manifest) => (state: DatabaseState) => {
  const differences = countDifferences(manifest.counts, state.counts)
  if (differences.length > 0) throw new Error(`The restored database differs from the backup: ${differences.join('; ')}.`)
}

/**
 * Restores an archive made by createBackup into the server's DATA_DIR and database, all or
 * nothing: the manifest and the target are checked first, the archive is unpacked beside the
 * data (so moving the uploads into place is a rename), and a failure puts back what was there.
 */
export async function restoreBackup(archive: string, target: BackupSource, { force = false } = {}): Promise<RestoreResult> {
  const { manifest, migrate, uploadsDir } = await checkBeforeWriting(archive, target, force)
  await mkdir(target.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'))
  try {
    await extractArchive(archive, staging)
    const databaseFile = await checkUnpacked(staging, manifest)
    const check = checkCounts(manifest)
    const oldUploads = await setAside([uploadsDir])
    if (manifest.uploads.files > 0) await rename(path.join(staging, 'uploads'), uploadsDir)
    else await mkdir(uploadsDir)
    try {
      let state: DatabaseState
      if (target.databaseUrl) state = await restorePostgres(target.databaseUrl, databaseFile, { force, migrate, check })
      else {
        const oldDatabase = await setAside([pgliteDir(target.dataDir)])
        try {
          state = await loadPglite(target.dataDir, databaseFile, migrate)
          check(state)
        } catch (error) {
          await oldDatabase.putBack()
          throw error
        }
        await oldDatabase.discard()
      }
      await oldUploads.discard()
      return { manifest, state, migrated: migrate }
    } catch (error) {
      await oldUploads.putBack()
      throw error
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
