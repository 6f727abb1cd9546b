import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { S3Storage } from '../../../src/server/storage/s3-storage.ts'
import { isSafeKey } from '../../../src/server/storage/storage.ts'
import { inParallel } from '../in-parallel.ts'
import { listUploads, type UploadsSummary } from './uploads.ts'

/**
 * Downloads every object of the bucket into `dir` under its key, so the archive holds a server's
 * uploads the same way whether they live on disk or in S3. Objects under names the app never
 * stores files by (another tool's, in a shared bucket) are left out.
 */
export async function downloadBucket(bucket: S3Storage, dir: string): Promise<UploadsSummary> {
  const keys: string[] = []
  for await (const { key } of bucket.list()) if (isSafeKey(key)) keys.push(key)
  await inParallel(keys, 8, async (key) => {
    const file = await bucket.get(key)
    if (!file || file.notModified) throw new Error(`s3 object ${key} vanished while being backed up`)
    const target = path.join(dir, key)
    await mkdir(path.dirname(target), { recursive: true })
    await pipeline(Readable.fromWeb(file.body as NodeReadableStream), createWriteStream(target))
  })
  return listUploads(dir)
}
