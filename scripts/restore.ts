/**
 * `npm run restore -- <archive> [--force]`: puts a backup made by `npm run backup` back into
 * DATA_DIR and the database (DATABASE_URL, or PGlite), with the server stopped. It refuses a
 * target that holds data unless --force, and migrates a backup older than the code
 * (docs/OPERATIONS.md, "Backups").
 */
import { parseArgs } from 'node:util'
import { readEnv } from '../src/server/env.ts'
import { bold, red } from './lib/console.ts'
import { restoreBackup } from './lib/backup/restore-backup.ts'

const usage = 'usage: npm run restore -- <archive.tar.gz> [--force]   (--force replaces a database and uploads that hold data)'

function readArgs() {
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } }, allowPositionals: true })
    if (!values.help && positionals.length !== 1) throw new Error('Name one archive to restore.')
    return { ...values, archive: positionals[0]! }
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
  // Restoring into a bucket would need the rollback a folder gets from renames; the two steps below are as safe and need none.
  if (env.S3_BUCKET) {
    throw new Error(
      `the uploads live in the S3 bucket "${env.S3_BUCKET}", and a restore puts them into DATA_DIR/uploads. Restore without the S3_* settings (same DATA_DIR and DATABASE_URL), then run \`npm run storage:migrate\` with them to copy the restored uploads into the bucket (docs/OPERATIONS.md, "Object storage").`,
    )
  }
  const { manifest, state, migrated } = await restoreBackup(args.archive, { dataDir: env.dataDir, databaseUrl: env.DATABASE_URL }, { force: args.force })
  console.info(`${bold('Restored')} ${args.archive} (made ${manifest.createdAt} by version ${manifest.appVersion})`)
  console.info(
    `  ${state.counts.orders} orders, ${state.counts.paymentEvents} payment events, ${state.counts.users} accounts, ${manifest.uploads.files} uploads; ${migrated ? `migrated from ${manifest.database.migration.tag} to ${state.migration.tag}` : `schema at ${state.migration.tag}`}`,
  )
} catch (error) {
  console.error(red(`Restore failed: ${error instanceof Error ? error.message : String(error)}`))
  process.exit(1)
}
