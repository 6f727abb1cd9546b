/**
 * `npm test`: every check, stopping at the first failure. First, alone: the system packages and
 * validate (typecheck, lint, format, catalogs, knip). Then two lanes side by side, one per core:
 *   API lane:      unit → API on PGlite → API on a throwaway PostgreSQL (one vitest worker each)
 *   browser lane:  build and first-visit budget
 * and then each lane takes the next eighth of the end-to-end tests until none is left, so both end
 * close together. Each lane starts one server for all the eighths it takes (port 4390 for the
 * browser lane, 4391 for the API lane; its output in .tmp/reports/e2e-server-<port>.log).
 * Each side-by-side stage writes its output to .tmp/reports/<stage>.log, printed when it ends.
 * When every stage passed, the run still fails if a test was skipped everywhere it could run, a
 * test stage ran none, or a test passed only on a retry for the second time (scripts/lib/suite-checks.ts,
 * flaky-history.ts); the summary names each.
 *
 * `npm test -- unit api` runs only the named stages (names below); `--serial` runs the stages one
 * after another with their output live (two API workers then). Chromium and PostgreSQL are
 * installed with apt-get when missing and we are root; otherwise the command says what to install.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { SpawnOptions } from 'node:child_process'
import { bold, dim, formatDuration, green, printHeader, printNote, red, yellow } from './lib/console.ts'
import { e2eServer, LANE_SERVER_SETTING } from './lib/e2e-server.ts'
import { startThrowawayPostgres } from './lib/postgres.ts'
import { onExit, run, runToFile } from './lib/processes.ts'
import { startRealServer, type RealServer } from './lib/real-server.ts'
import { flakyHistoryFile, recordFlakyTests } from './lib/flaky-history.ts'
import { readPlaywrightReport, readVitestReport, removeReport, type TestReport } from './lib/reports.ts'
import { unprovenTests } from './lib/suite-checks.ts'
import { ensureSystemPackages, findPostgresBin } from './lib/system-packages.ts'

const reportsDir = path.resolve('.tmp/reports')
const bin = (name: string) => path.resolve('node_modules/.bin', name)
const { TEST_DATABASE_URL: _ignored, ...envWithoutDatabase } = process.env

interface Outcome {
  code: number
  report?: TestReport | null
  /** Stopped because the other lane failed. */
  stopped?: boolean
}

/** How a stage runs its commands: live on the terminal, or into its log file beside another lane. */
interface Runner {
  exec(command: string, args: string[], options?: SpawnOptions): Promise<number>
  /** True when the other lane runs at the same time: the API tests then take one worker, not two. */
  sideBySide: boolean
  /** Starts this lane's server for the browser tests, once: two shards at once need two servers. */
  e2eServer(): Promise<RealServer>
}

interface Stage {
  key: string
  title: string
  command: string
  /** `either`: taken by whichever lane is free first, once the browser lane's own stages (the build) are done. */
  lane: 'first' | 'api' | 'browser' | 'either'
  /** false: runs only when named (`npm test -- typecheck`). */
  inDefaultRun?: boolean
  /** The stage that runs the same tests on the other database: a test may skip in one of the two, never in both. */
  pairedWith?: string
  run(runner: Runner): Promise<Outcome>
}

async function vitest(runner: Runner, project: string, report: string, env: NodeJS.ProcessEnv = envWithoutDatabase): Promise<Outcome> {
  const file = path.join(reportsDir, `${report}.json`)
  removeReport(file)
  const workers = runner.sideBySide ? { API_TEST_WORKERS: '1' } : {}
  const code = await runner.exec(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    env: { ...env, ...workers },
  })
  return { code, report: readVitestReport(file) }
}

const E2E_SHARDS = 8

/** Playwright, all of it or one shard (`--shard=n/8`), against the lane's own server (and so its own data). */
function e2eStage({ key, title, shard, inDefaultRun }: { key: string; title: string; shard?: number; inDefaultRun?: boolean }): Stage {
  const shardArgs = shard ? [`--shard=${shard}/${E2E_SHARDS}`] : []
  return {
    key,
    lane: shard ? 'either' : 'browser',
    title,
    command: ['playwright test', ...shardArgs].join(' '),
    inDefaultRun,
    run: async (runner) => {
      const file = path.join(reportsDir, `${key}.json`)
      removeReport(file)
      const server = await runner.e2eServer()
      const env = { ...envWithoutDatabase, PLAYWRIGHT_JSON_OUTPUT_FILE: file, E2E_PORT: new URL(server.origin).port, [LANE_SERVER_SETTING]: 'true' }
      const code = await runner.exec(bin('playwright'), ['test', '--reporter=list,json', ...shardArgs], { env })
      return { code, report: readPlaywrightReport(file) }
    },
  }
}

const stages: Stage[] = [
  {
    key: 'packages',
    lane: 'first',
    title: 'System packages (Chromium, PostgreSQL, HAProxy)',
    command: 'apt-get install -y chromium postgresql haproxy  # only when missing',
    run: async () => ({ code: (await ensureSystemPackages()) ? 0 : 1 }),
  },
  {
    // The budget is checked by the build stage, on the build it makes anyway.
    key: 'validate',
    lane: 'first',
    title: 'Validate (typecheck, lint, format, catalogs, knip)',
    command: 'npm run validate -- --without budget',
    run: async (runner) => ({ code: await runner.exec(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--without', 'budget']) }),
  },
  {
    key: 'typecheck',
    lane: 'first',
    title: 'Typecheck',
    command: 'tsc --noEmit -p .',
    // Part of validate; alone when named (`npm test -- typecheck`).
    inDefaultRun: false,
    run: async (runner) => ({ code: await runner.exec(path.resolve('node_modules/typescript/bin/tsc'), ['--noEmit', '-p', '.']) }),
  },
  {
    key: 'unit',
    lane: 'api',
    title: 'Unit tests',
    command: 'vitest run --project unit',
    run: (runner) => vitest(runner, 'unit', 'unit'),
  },
  {
    key: 'api',
    lane: 'api',
    title: 'API tests on PGlite',
    command: 'vitest run --project api',
    pairedWith: 'api-pg',
    run: (runner) => vitest(runner, 'api', 'api-pglite'),
  },
  {
    key: 'api-pg',
    lane: 'api',
    title: 'API tests on PostgreSQL',
    command: 'TEST_DATABASE_URL=<throwaway server> vitest run --project api',
    pairedWith: 'api',
    run: async (runner) => {
      const binDir = findPostgresBin()
      if (!binDir) throw new Error('PostgreSQL is not installed (run the packages stage).')
      const startedAt = performance.now()
      const server = await startThrowawayPostgres(binDir)
      printNote(`PostgreSQL from ${binDir} on ${server.url} (started in ${formatDuration(performance.now() - startedAt)})`)
      try {
        return await vitest(runner, 'api', 'api-postgres', { ...envWithoutDatabase, TEST_DATABASE_URL: server.url })
      } finally {
        server.stop()
      }
    },
  },
  {
    key: 'build',
    lane: 'browser',
    title: 'Build and first-visit budget',
    command: 'npm run build -- --manifest && node --import tsx scripts/check-budget.ts',
    run: async (runner) => {
      const code = await runner.exec('npm', ['run', 'build', '--', '--manifest'])
      return { code: code !== 0 ? code : await runner.exec(process.execPath, ['--import', 'tsx', 'scripts/check-budget.ts']) }
    },
  },
  e2eStage({ key: 'e2e', title: 'End-to-end tests in Chromium', inDefaultRun: false }),
  ...Array.from({ length: E2E_SHARDS }, (_, index) =>
    e2eStage({ key: `e2e-${index + 1}`, title: `End-to-end tests in Chromium, part ${index + 1} of ${E2E_SHARDS}`, shard: index + 1 }),
  ),
]

function selectStages(names: string[]): Stage[] {
  if (names.length === 0) return stages.filter((stage) => stage.inDefaultRun !== false)
  const unknown = names.filter((name) => !stages.some((stage) => stage.key === name))
  if (unknown.length > 0) {
    console.error(`Unknown stage: ${unknown.join(', ')}. Stages: ${stages.map((stage) => stage.key).join(', ')}`)
    process.exit(2)
  }
  const needsPackages = names.some((name) => name === 'api-pg' || name.startsWith('e2e'))
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
    if (outcome.stopped) {
      console.log(`  ${yellow('--  ')} ${stage.title.padEnd(40)} ${'stopped'.padStart(10)}`)
      continue
    }
    const ok = outcome.code === 0
    const counts = outcome.report?.counts
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

/**
 * After every stage passed: the tests that passed only on a retry, named (a second time in an
 * unchanged file fails the run), and what no lane proved (a stage that ran no test, a test skipped
 * everywhere it could run). False when the run must fail.
 */
function suiteProvedItsTests(results: Result[]): boolean {
  const tested = results.flatMap(({ stage, outcome }) => (outcome.report ? [{ key: stage.key, report: outcome.report, pairedWith: stage.pairedWith }] : []))
  const flaky = tested.flatMap(({ report }) => report.flaky)
  const flakyAgain = new Set(recordFlakyTests(flaky))
  for (const name of flaky) console.log(`  ${flakyAgain.has(name) ? red('flaky again') : yellow('flaky')}  ${name}`)
  if (flaky.length > 0) printNote(`Passed only on a retry; remembered in ${flakyHistoryFile()}. A test flaky twice in an unchanged file fails the run.`)
  const unproven = unprovenTests(tested)
  for (const problem of unproven) console.log(`  ${red('unproven')}  ${problem}`)
  return flakyAgain.size === 0 && unproven.length === 0
}

/** What a lane runs its stages with: live on the terminal (alone), or into log files beside the other lane. */
interface Lane {
  sideBySide: boolean
  e2ePort: number
  e2eServer?: Promise<RealServer>
}

/** The lane's server for the browser tests, started by the first shard that needs it and kept for the next ones. */
function laneE2eServer(lane: Lane): Promise<RealServer> {
  lane.e2eServer ??= (async () => {
    const { dataDir, env } = e2eServer(lane.e2ePort)
    rmSync(dataDir, { recursive: true, force: true })
    const server = await startRealServer({ port: lane.e2ePort, dataDir, env, logFile: path.join(reportsDir, `e2e-server-${lane.e2ePort}.log`) })
    onExit(() => server.signal('SIGKILL'))
    return server
  })()
  return lane.e2eServer
}

const liveLane: Lane = { sideBySide: false, e2ePort: 4390 }

interface RunContext {
  results: Result[]
  failed: boolean
  count: number
  total: number
  /** Aborted at the first failure: stops what the other lane is running. */
  stop: AbortController
}

/** Takes stages from the list (one lane's, or the queue both share) until it is empty or a stage failed in either lane. */
async function runQueue(queue: Stage[], context: RunContext, lane: Lane): Promise<void> {
  for (let stage = queue.shift(); stage && !context.failed; stage = queue.shift()) await runStage(stage, context, lane)
}

async function runStage(stage: Stage, context: RunContext, lane: Lane): Promise<void> {
  context.count += 1
  const stageStart = performance.now()
  const logFile = path.join(reportsDir, `${stage.key}.log`)
  const e2eServer = () => laneE2eServer(lane)
  const runner: Runner = lane.sideBySide
    ? { sideBySide: true, e2eServer, exec: (command, args, options) => runToFile(command, args, logFile, { ...options, signal: context.stop.signal }) }
    : { sideBySide: false, e2eServer, exec: (command, args, options) => run(command, args, options) }
  if (lane.sideBySide)
    console.log(`${bold(`▶ [${context.count}/${context.total}] ${stage.title}`)} ${dim(`$ ${stage.command}  (output: ${path.relative(process.cwd(), logFile)})`)}`)
  else printHeader(context.count, context.total, stage.title, stage.command)
  let outcome: Outcome
  try {
    outcome = await stage.run(runner)
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)))
    outcome = { code: 1 }
  }
  const ms = performance.now() - stageStart
  if (outcome.code !== 0 && context.failed) outcome.stopped = true
  context.results.push({ stage, outcome, ms })
  if (lane.sideBySide) console.log(`\n${bold(`━━ ${stage.title}`)} ${dim('─'.repeat(40))}\n${readLog(logFile)}`)
  const verdict = outcome.code === 0 ? green('passed') : outcome.stopped ? yellow('stopped') : red(`failed (exit code ${outcome.code})`)
  const ran = outcome.report ? `: ${outcome.report.counts.passed + outcome.report.counts.failed} tests ran, ${outcome.report.counts.skipped} skipped` : ''
  console.log(`${bold(stage.title)} ${verdict} in ${formatDuration(ms)}${ran}`)
  if (outcome.code !== 0 && !context.failed) {
    context.failed = true
    context.stop.abort()
  }
}

const readLog = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trimEnd()
  } catch {
    return ''
  }
}

async function main() {
  mkdirSync(reportsDir, { recursive: true })
  const args = process.argv.slice(2)
  const serial = args.includes('--serial')
  const selected = selectStages(args.filter((arg) => arg !== '--serial'))
  const context: RunContext = { results: [], failed: false, count: 0, total: selected.length, stop: new AbortController() }
  const startedAt = performance.now()
  const laneOf = (lane: Stage['lane']) => selected.filter((stage) => stage.lane === lane)
  await runQueue(laneOf('first'), context, liveLane)
  // The last eighth first: it holds the full browser's specs and the PWA update (a second build),
  // the longest; the shorter ones then even out the end of the two lanes.
  const [apiLane, browserLane, shared] = [laneOf('api'), laneOf('browser'), laneOf('either').reverse()]
  const lanes = [liveLane]
  if (serial || apiLane.length === 0 || browserLane.length === 0) {
    await runQueue([...apiLane, ...browserLane, ...shared], context, liveLane)
  } else {
    const api: Lane = { sideBySide: true, e2ePort: 4391 }
    const browser: Lane = { sideBySide: true, e2ePort: 4390 }
    lanes.push(api, browser)
    // The shards test the build the browser lane makes.
    const built = runQueue(browserLane, context, browser)
    await Promise.all([
      runQueue(apiLane, context, api)
        .then(() => built)
        .then(() => runQueue(shared, context, api)),
      built.then(() => runQueue(shared, context, browser)),
    ])
  }
  for (const lane of lanes) await lane.e2eServer?.then((server) => server.stop()).catch(() => {})
  const done = new Set(context.results.map((result) => result.stage))
  printSummary(
    context.results,
    selected.filter((stage) => !done.has(stage)),
    performance.now() - startedAt,
  )
  if (context.failed) process.exit(context.results.find((result) => result.outcome.code !== 0 && !result.outcome.stopped)?.outcome.code ?? 1)
  if (!suiteProvedItsTests(context.results)) process.exit(1)
}

await main()
