import { execFile } from 'node:child_process'
import { link, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, expect, test } from 'vitest'
import { extractArchive } from '../../scripts/lib/backup/tar.ts'

// Issue 25, finding 12: a restore unpacks an archive someone hands over; GNU tar alone strips a leading / or ../ and makes links.
const execFileAsync = promisify(execFile)
const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

async function folder() {
  const made = await mkdtemp(path.join(os.tmpdir(), 'roteiro-archive-'))
  folders.push(made)
  return made
}

/** An archive of `uploads/` as `build` leaves it in a fresh folder, with GNU tar's `extra` options. */
async function archiveOf(build: (source: string) => Promise<void>, extra: string[] = []) {
  const source = await folder()
  await mkdir(path.join(source, 'uploads'))
  await writeFile(path.join(source, 'uploads', 'a.pdf'), '%PDF')
  await build(source)
  const file = path.join(await folder(), 'backup.tar.gz')
  await execFileAsync('tar', ['-czPf', file, '-C', source, ...extra, 'uploads'])
  return file
}

test('an archive of plain files and folders is unpacked', async () => {
  const target = await folder()
  await extractArchive(await archiveOf(async () => {}), target)
  expect(await readdir(path.join(target, 'uploads'))).toEqual(['a.pdf'])
})

test.each([
  ['a symbolic link', (source: string) => symlink('/etc/passwd', path.join(source, 'uploads', 'passwd')), [], /symbolic link/],
  ['a hard link', (source: string) => link(path.join(source, 'uploads', 'a.pdf'), path.join(source, 'uploads', 'b.pdf')), [], /hard link/],
  ['a path going up', async () => {}, ['--transform', 's,^uploads,../uploads,'], /leads outside/],
  ['an absolute path', async () => {}, ['--transform', 's,^uploads,/tmp/uploads,'], /leads outside/],
] as const)('an archive with %s is refused and nothing is unpacked', async (_, build, extra, reason) => {
  const target = await folder()
  await expect(extractArchive(await archiveOf(build, [...extra]), target)).rejects.toThrow(reason)
  expect(await readdir(target)).toEqual([])
})
