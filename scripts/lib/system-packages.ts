import { existsSync, readdirSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_PACKAGES } from './chromium.ts'
import { bold, printNote, red } from './console.ts'
import { HAPROXY } from './haproxy.ts'
import { isExecutable, isRoot, run } from './processes.ts'

const POSTGRES_15_BIN = '/usr/lib/postgresql/15/bin'

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find(isExecutable)

/**
 * The folder holding initdb, pg_ctl and postgres: PostgreSQL 15 where Debian puts it, else an
 * initdb on PATH (symlinks followed, since pg_ctl sits beside the real file), else the newest
 * /usr/lib/postgresql/<version>/bin.
 */
export function findPostgresBin(): string | null {
  if (isExecutable(path.join(POSTGRES_15_BIN, 'initdb'))) return POSTGRES_15_BIN
  const initdb = onPath('initdb')
  if (initdb) return path.dirname(realpathSync(initdb))
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a)).find((v) => isExecutable(path.join(root, v, 'bin', 'initdb')))
  return newest ? path.join(root, newest, 'bin') : null
}

/**
 * Makes sure Chromium and its headless shell (for Playwright), PostgreSQL (for the second API run) and HAProxy (for the
 * many-instances test on it, scripts/lib/cluster.ts) are installed: as root, installs Debian's
 * packages; otherwise says exactly what to install and returns false.
 */
export async function ensureSystemPackages(): Promise<boolean> {
  const missing: string[] = []
  const browsers = CHROMIUM_PACKAGES.filter(({ file }) => !isExecutable(file))
  missing.push(...browsers.map(({ name }) => name))
  if (!findPostgresBin()) missing.push('postgresql')
  if (!isExecutable(HAPROXY)) missing.push('haproxy')
  if (missing.length === 0) {
    printNote(`Chromium: ${CHROMIUM_PACKAGES.map(({ file }) => file).join(', ')}; PostgreSQL: ${findPostgresBin()}; HAProxy: ${HAPROXY}`)
    return true
  }
  if (!isRoot()) {
    console.error(red(`Missing: ${missing.join(', ')}.`))
    console.error(`Install them (Debian/Ubuntu), then run npm test again:\n\n    ${bold(`sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`)}\n`)
    for (const { name, file, setting } of browsers) console.error(`${name} is expected at ${file} (set ${setting} to use another).`)
    if (missing.includes('haproxy')) console.error(`HAProxy is expected at ${HAPROXY} (set HAPROXY_PATH to use another).`)
    return false
  }
  printNote(`installing ${missing.join(', ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update'], { env })) !== 0) return false
  if ((await run('apt-get', ['install', '-y', ...missing], { env })) !== 0) return false
  return CHROMIUM_PACKAGES.every(({ file }) => isExecutable(file)) && findPostgresBin() !== null && isExecutable(HAPROXY)
}
