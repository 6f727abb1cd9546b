import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export interface UploadsSummary {
  /** Paths relative to the uploads folder, sorted. */
  files: string[]
  bytes: number
}

/** Every file under the uploads folder (none when it does not exist). */
export async function listUploads(dir: string): Promise<UploadsSummary> {
  if (!existsSync(dir)) return { files: [], bytes: 0 }
  const files: string[] = []
  let bytes = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    files.push(path.relative(dir, file))
    bytes += (await stat(file)).size
  }
  return { files: files.sort(), bytes }
}
