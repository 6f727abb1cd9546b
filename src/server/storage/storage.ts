import { createReadStream } from 'node:fs'
import { access, constants, mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { matchesEntityTag } from './file-headers.ts'

/** A stored file's bytes, or word that the caller's copy (If-None-Match) is the current one. */
export type StoredFile = { notModified: false; body: ReadableStream; size: number; etag: string } | { notModified: true }

/** The file storage port: a folder on disk (diskStorage) or an S3 bucket (s3-storage.ts). Keys are relative paths like "trips/ab12.webp". */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The file, or null when there is no such file; with `ifNoneMatch`, `notModified` when that tag is the file's. */
  get(key: string, conditions?: { ifNoneMatch?: string }): Promise<StoredFile | null>
  /** Throws when files cannot be stored now (GET /api/ready). */
  check(): Promise<void>
  /** Where browsers fetch files themselves (S3_PUBLIC_URL), instead of through /uploads. */
  readonly publicUrl?: string
}

const safeKey = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

/** A key that names a file under the storage's root, whatever store it is: no "..", no absolute path, no odd characters. */
export const isSafeKey = (key: string) => safeKey.test(key) && !key.includes('..')

export function diskStorage(root: string): Storage {
  const resolve = (key: string) => (isSafeKey(key) ? path.join(root, key) : null)
  return {
    async put(key, bytes) {
      const file = resolve(key)
      if (!file) throw new Error(`Unsafe storage key: ${key}`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(key, conditions) {
      const file = resolve(key)
      if (!file) return null
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      // Size and time of the last write, as static file servers do: a new write of other bytes changes it.
      const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`
      if (conditions?.ifNoneMatch && matchesEntityTag(conditions.ifNoneMatch, etag)) return { notModified: true }
      return { notModified: false, body: Readable.toWeb(createReadStream(file)) as ReadableStream, size: info.size, etag }
    },
    async check() {
      await mkdir(root, { recursive: true })
      await access(root, constants.W_OK)
    },
  }
}
