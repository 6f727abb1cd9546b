import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

/**
 * Tests that passed only on a retry, remembered between runs on this machine (outside the clone,
 * so a clean clone's CI run sees what earlier runs saw). A test flaky a second time while its file
 * is unchanged fails the run: the first time is reported, the second is a bug. Changing the file
 * (the fix) starts its record again.
 */
export const flakyHistoryFile = () => process.env.FLAKY_HISTORY ?? path.join(homedir(), '.cache', 'roteiro', 'flaky-tests.json')

interface Entry {
  fileHash: string
  seen: string[]
}

type History = Record<string, Entry>

const read = (file: string): History => {
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as History
  } catch {
    return {}
  }
}

/** The spec's file from a test's name (`e2e/x.spec.ts › title`), hashed: a changed file is a new test. */
const hashOfTestFile = (name: string, testsDir: string) => {
  const file = path.join(testsDir, name.split(' › ')[0] ?? '')
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) : 'missing'
}

/** Records this run's flaky tests and returns those that had been flaky before in the same file. */
export function recordFlakyTests(flaky: string[], { file = flakyHistoryFile(), testsDir = path.resolve('tests'), now = new Date() } = {}): string[] {
  if (flaky.length === 0) return []
  const history = read(file)
  const again: string[] = []
  for (const name of flaky) {
    const fileHash = hashOfTestFile(name, testsDir)
    const entry = history[name]
    if (entry?.fileHash === fileHash) {
      again.push(name)
      entry.seen.push(now.toISOString())
    } else history[name] = { fileHash, seen: [now.toISOString()] }
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`)
  return again
}
