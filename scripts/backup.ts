/**
 * `npm run backup [-- --out <folder>]`: one archive of the database and the uploads (DATA_DIR/uploads,
 * or the S3 bucket's objects when S3_BUCKET is set), named with the time, in ./backups unless told
 * (docs/OPERATIONS.md, "Backups"). On PGlite the server must be stopped; on PostgreSQL it may keep
 * running.
 */
import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { readEnv } from '../src/server/env.ts'
import { s3SettingsFromEnv } from '../src/server/storage/from-env.ts'
import { s3Storage } from '../src/server/storage/s3-storage.ts'
import { createBackup } from './lib/backup/create-backup.ts'
import { bold, red } from './lib/console.ts'

const usage = 'usage: npm run backup [-- --out <folder>]   (default folder: ./backups)'

function readArgs() {
  try {
    return parseArgs({ options: { out: { type: 'string', default: 'backups' }, help: { type: 'boolean' } } }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    process.exit(2)
  }
}

const args = readArgs()
if (args.help) {
  console.info(usage)
  process.exit(0)
}
try {
  const env = readEnv()
  const s3 = s3SettingsFromEnv(env)
  const { file, manifest } = await createBackup({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, bucket: s3 ? s3Storage(s3) : undefined }, args.out)
  const { counts, uploads, database } = manifest
  console.info(`${bold('Backup written:')} ${file} (${((await stat(file)).size / 1_048_576).toFixed(1)} MB)`)
  console.info(
    `  ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} at migration ${database.migration.tag}; ${counts.orders} orders, ${counts.paymentEvents} payment events, ${counts.users} accounts, ${uploads.files} uploads${s3 ? ` from s3://${s3.bucket}` : ''}`,
  )
} catch (error) {
  console.error(red(`Backup failed: ${error instanceof Error ? error.message : String(error)}`))
  process.exit(1)
}
