import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

export interface TestCounts {
  passed: number
  failed: number
  skipped: number
}

/** What a test stage's report says: its counts, and by name the tests it skipped and those that passed only on a retry. */
export interface TestReport {
  counts: TestCounts
  /** `<file relative to tests/> › <full name>`, the same name in every lane that runs the file. */
  skipped: string[]
  flaky: string[]
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const testName = (file: string, title: string) => `${path.relative(path.resolve('tests'), path.resolve('tests', file))} › ${title}`

interface VitestReport {
  numPassedTests?: number
  numFailedTests?: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: { name: string; assertionResults: { fullName: string; status: string }[] }[]
}

/** Vitest's JSON reporter (Jest's format); null when the run wrote no report. Vitest retries nothing here, so nothing is flaky. */
export function readVitestReport(file: string): TestReport | null {
  const report = readJson(file) as VitestReport | null
  if (!report || typeof report.numPassedTests !== 'number') return null
  const skipped = (report.testResults ?? []).flatMap(({ name, assertionResults }) =>
    assertionResults.filter(({ status }) => status === 'skipped' || status === 'pending' || status === 'todo').map(({ fullName }) => testName(name, fullName)),
  )
  return {
    counts: { passed: report.numPassedTests, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) },
    skipped,
    flaky: [],
  }
}

interface PlaywrightSuite {
  title: string
  file: string
  specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[]
  suites?: PlaywrightSuite[]
}

interface PlaywrightReport {
  config?: { rootDir?: string }
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites?: PlaywrightSuite[]
}

/** Playwright's JSON reporter; a flaky test (passed on its retry) counts as passed and is named in `flaky`. */
export function readPlaywrightReport(file: string): TestReport | null {
  const report = readJson(file) as PlaywrightReport | null
  if (!report?.stats) return null
  const { expected, unexpected, flaky, skipped } = report.stats
  const named = { skipped: [] as string[], flaky: [] as string[] }
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = testName(path.join('e2e', spec.file), [...inner, spec.title].join(' › ')) + (test.projectName ? ` [${test.projectName}]` : '')
        if (test.status === 'flaky') named.flaky.push(name)
        if (test.status === 'skipped') named.skipped.push(name)
      }
    for (const child of suite.suites ?? []) visit(child, inner)
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return { counts: { passed: expected + flaky, failed: unexpected, skipped }, ...named }
}

/** So that a stage that dies before writing its report is never credited with the last run's. */
export const removeReport = (file: string) => rmSync(file, { force: true })
