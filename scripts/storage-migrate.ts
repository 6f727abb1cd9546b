/**
 * `npm run storage:migrate [-- --from <folder>]`: copies the uploads folder (DATA_DIR/uploads
 * unless told) into the S3 bucket the S3_* settings name, skipping what is there already
 * (docs/OPERATIONS.md, "Object storage"). Exits 1 when any file was not copied.
 */
import { parseArgs } from 'node:util'
import { readEnv } from '../src/server/env.ts'
import { s3SettingsFromEnv, uploadsFolder } from '../src/server/storage/from-env.ts'
import { s3Storage } from '../src/server/storage/s3-storage.ts'
import { bold, red, yellow } from './lib/console.ts'
import { copyUploadsToBucket } from './lib/copy-uploads-to-bucket.ts'

const usage = 'usage: npm run storage:migrate [-- --from <folder>]   (default folder: DATA_DIR/uploads; the bucket: S3_BUCKET and the other S3_* settings)'

function readArgs() {
  try {
    return parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean' } } }).values
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
  const settings = s3SettingsFromEnv(env)
  if (!settings) throw new Error(`No bucket to copy into: set S3_BUCKET and the other S3_* settings as the server has them.\n${usage}`)
  const from = args.from ?? uploadsFolder(env)
  const bucket = s3Storage(settings)
  await bucket.check()
  const report = await copyUploadsToBucket(from, bucket)
  console.info(
    `${bold(`${from} → s3://${settings.bucket}:`)} ${report.copied} copied (${(report.copiedBytes / 1_048_576).toFixed(1)} MB), ${report.present} already there, ${report.failed.length} failed`,
  )
  for (const name of report.ignored) console.info(yellow(`  ignored (not a name the app stores files under): ${name}`))
  for (const { key, error } of report.failed) console.error(red(`  failed: ${key}: ${error}`))
  if (report.failed.length > 0) process.exit(1)
} catch (error) {
  console.error(red(`Copy failed: ${error instanceof Error ? error.message : String(error)}`))
  process.exit(1)
}
