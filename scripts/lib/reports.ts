import { existsSync, readFileSync, rmSync } from 'node:fs'

export interface TestCounts {
  passed: number
  failed: number
  skipped: number
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Counts from Vitest's JSON reporter (Jest's format); null when the run wrote no report. */
export function readVitestCounts(file: string): TestCounts | null {
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | null
  if (!report || typeof report.numPassedTests !== 'number') return null
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Counts from Playwright's JSON reporter; a flaky test (passed on retry) counts as passed. */
export function readPlaywrightCounts(file: string): TestCounts | null {
  const report = readJson(file) as { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } } | null
  if (!report?.stats) return null
  const { expected, unexpected, flaky, skipped } = report.stats
  return { passed: expected + flaky, failed: unexpected, skipped }
}

/** So that a stage that dies before writing its report is never credited with the last run's. */
export const removeReport = (file: string) => rmSync(file, { force: true })
