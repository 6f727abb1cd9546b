import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'

export interface SetAside {
  /** The restore worked: the old copies go. */
  discard(): Promise<void>
  /** It did not: whatever the restore wrote goes, the old copies come back. */
  putBack(): Promise<void>
}

/** Renames each existing path to `<path>.before-restore-<time>` (same folder, so no copying). */
export async function setAside(paths: string[]): Promise<SetAside> {
  const suffix = `.before-restore-${Date.now()}`
  const moved = paths.filter((path) => existsSync(path))
  for (const path of moved) await rename(path, path + suffix)
  return {
    async discard() {
      for (const path of moved) await rm(path + suffix, { recursive: true, force: true })
    },
    async putBack() {
      for (const path of paths) await rm(path, { recursive: true, force: true })
      for (const path of moved) await rename(path + suffix, path)
    },
  }
}
