import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { recordFlakyTests } from '../../scripts/lib/flaky-history.ts'
import { readPlaywrightReport, readVitestReport, type TestReport } from '../../scripts/lib/reports.ts'
import { unprovenTests } from '../../scripts/lib/suite-checks.ts'

// Issue 25: `npm test` says exactly what it proved (scripts/test-all.ts).
const report = (passed: number, skipped: string[] = [], flaky: string[] = []): TestReport => ({ counts: { passed, failed: 0, skipped: skipped.length }, skipped, flaky })

test('a test may skip on one database when the other runs it, never on both; a stage that ran no test proves nothing', () => {
  const postgresOnly = 'api/cluster.test.ts › two instances'
  const firestore = 'api/firestore.test.ts › the order status document'
  expect(
    unprovenTests([
      { key: 'api', report: report(10, [postgresOnly]), pairedWith: 'api-pg' },
      { key: 'api-pg', report: report(11), pairedWith: 'api' },
    ]),
  ).toEqual([])
  expect(
    unprovenTests([
      { key: 'api', report: report(10, [postgresOnly, firestore]), pairedWith: 'api-pg' },
      { key: 'api-pg', report: report(10, [firestore]), pairedWith: 'api' },
    ]),
  ).toEqual([`api and api-pg: both skipped ${firestore}`])
  // Alone (`npm test -- api`), a PostgreSQL-only test skipping on PGlite is expected.
  expect(unprovenTests([{ key: 'api', report: report(10, [postgresOnly]), pairedWith: 'api-pg' }])).toEqual([])
  expect(
    unprovenTests([
      { key: 'unit', report: report(5, ['unit/x.test.ts › later']) },
      { key: 'e2e-3', report: report(0) },
    ]),
  ).toEqual(['unit: skipped unit/x.test.ts › later', 'e2e-3: ran no test'])
})

test("the reports' skipped and flaky tests are named by file and title, the same in every lane", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-'))
  const vitestFile = path.join(dir, 'vitest.json')
  writeFileSync(
    vitestFile,
    JSON.stringify({
      numPassedTests: 1,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: path.resolve('tests/api/bus.test.ts'),
          assertionResults: [
            { fullName: 'a', status: 'passed' },
            { fullName: 'b', status: 'skipped' },
          ],
        },
      ],
    }),
  )
  expect(readVitestReport(vitestFile)).toEqual({ counts: { passed: 1, failed: 0, skipped: 1 }, skipped: ['api/bus.test.ts › b'], flaky: [] })
  const playwrightFile = path.join(dir, 'playwright.json')
  const spec = (title: string, status: string) => ({ title, file: 'push.spec.ts', tests: [{ status, projectName: 'chromium' }] })
  writeFileSync(
    playwrightFile,
    JSON.stringify({
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        { title: 'push.spec.ts', file: 'push.spec.ts', specs: [spec('offer', 'expected')], suites: [{ title: 'reminders', file: 'push.spec.ts', specs: [spec('sent', 'flaky')] }] },
      ],
    }),
  )
  expect(readPlaywrightReport(playwrightFile)).toEqual({ counts: { passed: 2, failed: 0, skipped: 0 }, skipped: [], flaky: ['e2e/push.spec.ts › reminders › sent [chromium]'] })
  expect(readVitestReport(path.join(dir, 'missing.json'))).toBeNull()
})

test('a test flaky a second time in an unchanged file is returned; once its file changes its record starts again', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flaky-'))
  const testsDir = path.join(dir, 'tests')
  mkdirSync(path.join(testsDir, 'e2e'), { recursive: true })
  writeFileSync(path.join(testsDir, 'e2e/push.spec.ts'), 'one')
  const options = { file: path.join(dir, 'cache', 'flaky.json'), testsDir }
  const name = 'e2e/push.spec.ts › sent [chromium]'
  expect(recordFlakyTests([name], options)).toEqual([])
  expect(recordFlakyTests([name], options)).toEqual([name])
  writeFileSync(path.join(testsDir, 'e2e/push.spec.ts'), 'two')
  expect(recordFlakyTests([name], options)).toEqual([])
  const history = JSON.parse(readFileSync(options.file, 'utf8')) as Record<string, { seen: string[] }>
  expect(history[name]!.seen).toHaveLength(1)
})
