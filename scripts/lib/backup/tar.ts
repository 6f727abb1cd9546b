import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

/*
 * The archive is a gzipped tar made by the system's `tar` (GNU tar on Debian, bsdtar on macOS
 * read it too): no npm package, and files stream from disk instead of passing through memory.
 */

const execFileAsync = promisify(execFile)

async function tar(args: string[], what: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync('tar', args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' })
    return stdout
  } catch (error) {
    const { code, stderr } = error as { code?: number | string; stderr?: string }
    if (code === 'ENOENT') throw new Error('The `tar` command is not installed (apt-get install tar).')
    throw new Error(`${what} failed: ${stderr?.trim() || String(error)}`)
  }
}

export interface ArchiveParts {
  /** Holds manifest.json and database/. */
  stagingDir: string
  /** The folder holding `uploads/`, and the files under it to take (relative to uploads/). */
  dataDir: string
  uploads: string[]
}

/**
 * Writes `file` with manifest.json first, then the database dump, then exactly the listed
 * uploads: the ones the manifest counted, even if the server adds one meanwhile.
 */
export async function writeArchive(file: string, { stagingDir, dataDir, uploads }: ArchiveParts): Promise<void> {
  const list = path.join(stagingDir, 'uploads.list')
  await writeFile(list, uploads.map((name) => `uploads/${name}\0`).join(''))
  const args = ['-czf', file, '-C', stagingDir, 'manifest.json', 'database']
  // Every name starts with "uploads/", so none reads as an option (GNU tar's --verbatim-files-from is not needed).
  if (uploads.length > 0) args.push('-C', dataDir, '--null', '-T', list)
  await tar(args, 'Writing the archive')
}

export const readArchiveFile = (file: string, name: string) => tar(['-xzOf', file, name], `Reading ${name} from ${file}`)

/**
 * Why a member of an archive may not be unpacked, or null: only plain files and folders, at
 * relative paths that stay inside the target (issue 25, finding 12). A link could point a later
 * member's write anywhere, and GNU tar would only strip a leading `/` or `../`, not refuse.
 */
function refusedMember(type: string, name: string): string | null {
  if (type !== '-' && type !== 'd') return `${name} is not a plain file or folder (type ${type === 'l' ? 'symbolic link' : type === 'h' ? 'hard link' : type})`
  if (name.startsWith('/') || name.split('/').includes('..')) return `${name} leads outside the folder it is unpacked into`
  return null
}

/** Unpacks the whole archive into `dir`, once every member is a plain file or folder inside it. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  const names = (await tar(['-tzf', file], `Listing ${file}`)).split('\n').filter(Boolean)
  const types = (await tar(['-tvzf', file], `Listing ${file}`))
    .split('\n')
    .filter(Boolean)
    .map((line) => line[0]!)
  if (names.length !== types.length) throw new Error(`${file} has a member whose name tar cannot list plainly; it is not unpacked.`)
  const refusals = names.map((name, index) => refusedMember(types[index]!, name)).filter((reason) => reason !== null)
  if (refusals.length > 0) throw new Error(`${file} is not unpacked: ${refusals.join('; ')}.`)
  await tar(['-xzf', file, '-C', dir, '--no-same-owner'], `Unpacking ${file}`)
}
