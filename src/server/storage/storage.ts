import { createReadStream } from 'node:fs'
import { access, constants, mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

/** The file storage port: disk now, an object store later. Keys are relative paths like "trips/ab12.webp". */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** A readable body and its size, or null when there is no such file. */
  get(key: string): Promise<{ body: ReadableStream; size: number } | null>
  /** Throws when files cannot be stored now (GET /api/ready). */
  check(): Promise<void>
}

const safeKey = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) return null
    return path.join(root, key)
  }
  return {
    async put(key, bytes) {
      const file = resolve(key)
      if (!file) throw new Error(`Unsafe storage key: ${key}`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(key) {
      const file = resolve(key)
      if (!file) return null
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream, size: info.size }
    },
    async check() {
      await mkdir(root, { recursive: true })
      await access(root, constants.W_OK)
    },
  }
}
