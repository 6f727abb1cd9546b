import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { S3Storage } from '../../src/server/storage/s3-storage.ts'
import { isSafeKey } from '../../src/server/storage/storage.ts'
import { listUploads } from './backup/uploads.ts'
import { inParallel } from './in-parallel.ts'

export interface CopyReport {
  copied: number
  copiedBytes: number
  /** Already in the bucket with the same size. */
  present: number
  /** Files no storage key names (".DS_Store", "foto final.jpg"): the app never stored nor served them. */
  ignored: string[]
  failed: { key: string; error: string }[]
}

/**
 * Copies every file under `dir` into the bucket under its path (the key the database names it
 * by), skipping objects the bucket holds already with the same size: run it again after a failure,
 * or once more after the last write to the folder, and it copies only what is missing.
 */
export async function copyUploadsToBucket(dir: string, bucket: S3Storage): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, present: 0, ignored: [], failed: [] }
  const inBucket = new Map<string, number>()
  for await (const object of bucket.list()) inBucket.set(object.key, object.size)
  const keys = (await listUploads(dir)).files.map((file) => file.split(path.sep).join('/'))
  report.ignored = keys.filter((key) => !isSafeKey(key))
  const copyOne = async (key: string) => {
    try {
      const file = path.join(dir, key)
      const { size } = await stat(file)
      if (inBucket.get(key) === size) {
        report.present++
        return
      }
      await bucket.put(key, await readFile(file))
      report.copied++
      report.copiedBytes += size
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) })
    }
  }
  await inParallel(keys.filter(isSafeKey), 8, copyOne)
  return report
}
