import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { S3Storage } from '../../../src/server/storage/s3-storage.ts'
import { downloadBucket } from './bucket.ts'
import { BACKUP_FORMAT, MANIFEST_FILE, type Manifest } from './manifest.ts'
import { dumpPglite } from './pglite.ts'
import { dumpPostgres } from './postgres.ts'
import { sha256File } from './sha256.ts'
import { writeArchive } from './tar.ts'
import { listUploads } from './uploads.ts'

/** What the server uses: DATA_DIR (its uploads/, and pglite/ unless DATABASE_URL is set), or the S3 bucket its uploads live in. */
export interface BackupSource {
  dataDir: string
  databaseUrl?: string
  bucket?: S3Storage
}

const packageFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json')
const appVersion = () => (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version

/** 2026-11-25T16:40:05.123Z → roteiro-backup-2026-11-25T16-40-05Z.tar.gz: sorts by time, no colons for other file systems. */
export const archiveName = (at: Date) =>
  `roteiro-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`

/**
 * One .tar.gz in `outDir`: manifest.json, the database (PGlite's data-folder tar, or pg_dump's
 * custom format) and the uploads (DATA_DIR/uploads, or the bucket's objects downloaded beside the
 * dump). The database is dumped before the uploads are listed: an upload is stored before any row
 * names it, so every file a dumped row names is taken.
 */
export async function createBackup(source: BackupSource, out: string, now = new Date()): Promise<{ file: string; manifest: Manifest }> {
  // Absolute: tar's later -C options would otherwise resolve a relative one against the previous.
  const outDir = path.resolve(out)
  await mkdir(outDir, { recursive: true })
  const file = path.join(outDir, archiveName(now))
  if (existsSync(file)) throw new Error(`${file} exists already.`)
  await source.bucket?.check()
  const staging = await mkdtemp(path.join(outDir, '.backup-'))
  try {
    const kind = source.databaseUrl ? 'postgres' : 'pglite'
    const databaseFile = path.join('database', kind === 'pglite' ? 'pglite.tar' : 'postgres.dump')
    await mkdir(path.join(staging, 'database'))
    const dumped = path.join(staging, databaseFile)
    const state = source.databaseUrl ? await dumpPostgres(source.databaseUrl, dumped) : await dumpPglite(source.dataDir, dumped)
    const uploadsHome = source.bucket ? staging : path.resolve(source.dataDir)
    const uploads = source.bucket ? await downloadBucket(source.bucket, path.join(staging, 'uploads')) : await listUploads(path.join(uploadsHome, 'uploads'))
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: 'roteiro',
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database: { kind, file: databaseFile, sha256: await sha256File(dumped), serverVersion: state.serverVersion, migration: state.migration },
      counts: state.counts,
      uploads: { files: uploads.files.length, bytes: uploads.bytes },
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    // Written aside then renamed: a file with the final name is always a whole archive.
    const partial = path.join(staging, 'archive.tar.gz')
    await writeArchive(partial, { stagingDir: staging, dataDir: uploadsHome, uploads: uploads.files })
    await rename(partial, file)
    return { file, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
