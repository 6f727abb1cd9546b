/**
 * `npm test`: every check, in order, stopping at the first failure:
 * validate (typecheck, lint, format, catalogs, knip) → unit → API on PGlite → API on a throwaway
 * PostgreSQL → build and first-visit budget → end to end.
 *
 * `npm test -- unit api` runs only the named stages (names below). Chromium and PostgreSQL are
 * installed with apt-get when missing and we are root; otherwise the command says what to install.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { bold, dim, formatDuration, green, printHeader, printNote, red, yellow } from './lib/console.ts'
import { startThrowawayPostgres } from './lib/postgres.ts'
import { run } from './lib/processes.ts'
import { readPlaywrightCounts, readVitestCounts, removeReport, type TestCounts } from './lib/reports.ts'
import { ensureSystemPackages, findPostgresBin } from './lib/system-packages.ts'

const reportsDir = path.resolve('.tmp/reports')
const bin = (name: string) => path.resolve('node_modules/.bin', name)
const { TEST_DATABASE_URL: _ignored, ...envWithoutDatabase } = process.env

interface Outcome {
  code: number
  counts?: TestCounts | null
}

interface Stage {
  key: string
  title: string
  command: string
  /** false: runs only when named (`npm test -- validate`). */
  inDefaultRun?: boolean
  run(): Promise<Outcome>
}

async function vitest(project: string, report: string, env: NodeJS.ProcessEnv = envWithoutDatabase): Promise<Outcome> {
  const file = path.join(reportsDir, `${report}.json`)
  removeReport(file)
  const code = await run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { env })
  return { code, counts: readVitestCounts(file) }
}

const stages: Stage[] = [
  {
    key: 'packages',
    title: 'System packages (Chromium, PostgreSQL)',
    command: 'apt-get install -y chromium postgresql  # only when missing',
    run: async () => ({ code: (await ensureSystemPackages()) ? 0 : 1 }),
  },
  {
    // The budget is checked by the build stage, on the build it makes anyway.
    key: 'validate',
    title: 'Validate (typecheck, lint, format, catalogs, knip)',
    command: 'npm run validate -- --without budget',
    run: async () => ({ code: await run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--without', 'budget']) }),
  },
  {
    key: 'typecheck',
    title: 'Typecheck',
    command: 'tsc --noEmit -p .',
    // Part of validate; alone when named (`npm test -- typecheck`).
    inDefaultRun: false,
    run: async () => ({ code: await run(path.resolve('node_modules/typescript/bin/tsc'), ['--noEmit', '-p', '.']) }),
  },
  {
    key: 'unit',
    title: 'Unit tests',
    command: 'vitest run --project unit',
    run: () => vitest('unit', 'unit'),
  },
  {
    key: 'api',
    title: 'API tests on PGlite',
    command: 'vitest run --project api',
    run: () => vitest('api', 'api-pglite'),
  },
  {
    key: 'api-pg',
    title: 'API tests on PostgreSQL',
    command: 'TEST_DATABASE_URL=<throwaway server> vitest run --project api',
    run: async () => {
      const binDir = findPostgresBin()
      if (!binDir) throw new Error('PostgreSQL is not installed (run the packages stage).')
      const startedAt = performance.now()
      const server = await startThrowawayPostgres(binDir)
      printNote(`PostgreSQL from ${binDir} on ${server.url} (started in ${formatDuration(performance.now() - startedAt)})`)
      try {
        return await vitest('api', 'api-postgres', { ...envWithoutDatabase, TEST_DATABASE_URL: server.url })
      } finally {
        server.stop()
      }
    },
  },
  {
    key: 'build',
    title: 'Build and first-visit budget',
    command: 'npm run build -- --manifest && node --import tsx scripts/check-budget.ts',
    run: async () => {
      const code = await run('npm', ['run', 'build', '--', '--manifest'])
      return { code: code !== 0 ? code : await run(process.execPath, ['--import', 'tsx', 'scripts/check-budget.ts']) }
    },
  },
  {
    key: 'e2e',
    title: 'End-to-end tests in Chromium',
    command: 'playwright test',
    run: async () => {
      const file = path.join(reportsDir, 'e2e.json')
      removeReport(file)
      const code = await run(bin('playwright'), ['test', '--reporter=list,json'], { env: { ...envWithoutDatabase, PLAYWRIGHT_JSON_OUTPUT_FILE: file } })
      return { code, counts: readPlaywrightCounts(file) }
    },
  },
]

function selectStages(names: string[]): Stage[] {
  if (names.length === 0) return stages.filter((stage) => stage.inDefaultRun !== false)
  const unknown = names.filter((name) => !stages.some((stage) => stage.key === name))
  if (unknown.length > 0) {
    console.error(`Unknown stage: ${unknown.join(', ')}. Stages: ${stages.map((stage) => stage.key).join(', ')}`)
    process.exit(2)
  }
  const needsPackages = names.some((name) => name === 'api-pg' || name === 'e2e')
  return stages.filter((stage) => names.includes(stage.key) || (stage.key === 'packages' && needsPackages))
}

interface Result {
  stage: Stage
  outcome: Outcome
  ms: number
}

function printSummary(results: Result[], notRun: Stage[], totalMs: number) {
  let passed = 0
  let failed = 0
  console.log(`\n${bold('━━ Summary ')}${dim('─'.repeat(61))}`)
  for (const { stage, outcome, ms } of results) {
    const ok = outcome.code === 0
    const counts = outcome.counts
    // A stage without tests (typecheck, build) counts as one check; so does a test stage that
    // failed without reporting a failed test (it crashed before or after its tests).
    if (counts) {
      passed += counts.passed
      failed += counts.failed || (ok ? 0 : 1)
    } else if (ok) passed += 1
    else failed += 1
    const detail = counts ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : ''
    const status = ok ? green('ok  ') : red('FAIL')
    console.log(`  ${status} ${stage.title.padEnd(40)} ${formatDuration(ms).padStart(10)}   ${detail}`)
  }
  for (const stage of notRun) console.log(`  ${yellow('--  ')} ${stage.title.padEnd(40)} ${'not run'.padStart(10)}`)
  console.log(dim(`  total ${formatDuration(totalMs)}`))
  console.log(`${passed} passed, ${failed} failed`)
}

async function main() {
  mkdirSync(reportsDir, { recursive: true })
  const selected = selectStages(process.argv.slice(2))
  const results: Result[] = []
  const startedAt = performance.now()
  for (const [index, stage] of selected.entries()) {
    printHeader(index + 1, selected.length, stage.title, stage.command)
    const stageStart = performance.now()
    let outcome: Outcome
    try {
      outcome = await stage.run()
    } catch (error) {
      console.error(red(error instanceof Error ? error.message : String(error)))
      outcome = { code: 1 }
    }
    const ms = performance.now() - stageStart
    results.push({ stage, outcome, ms })
    const verdict = outcome.code === 0 ? green('passed') : red(`failed (exit code ${outcome.code})`)
    console.log(`${bold(stage.title)} ${verdict} in ${formatDuration(ms)}`)
    if (outcome.code !== 0) {
      printSummary(results, selected.slice(index + 1), performance.now() - startedAt)
      process.exit(outcome.code)
    }
  }
  printSummary(results, [], performance.now() - startedAt)
}

await main()
