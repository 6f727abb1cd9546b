/**
 * The oversell race (issue 15): `npm run bench -- race`. On a throwaway PostgreSQL, the real app
 * in a process of its own (orders-server.ts); 500 signed-in customers, made up front straight in
 * the database, each send `POST /api/orders` for one seat of a trip with 10 free seats, all at
 * once, each with an Idempotency-Key of its own; 100 rounds, a fresh trip each. Every round must
 * sell exactly the 10 seats, no more, answer no 5xx, and leave as many orders as 2xx answers.
 *
 * Options: --rounds=N (100), --buyers=N (500), --seats=N (10), --no-write (print only; the
 * summary is otherwise written into docs/PERFORMANCE.md). Ends with 1 when a round failed.
 * Alone: `node --import tsx scripts/bench/race.ts [options]`.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { openPostgres } from '../../src/server/db/client.ts'
import { formatDuration } from '../lib/console.ts'
import { startThrowawayPostgres } from '../lib/postgres.ts'
import { findPostgresBin } from '../lib/system-packages.ts'
import { startBenchServer } from './child-server.ts'
import { writeMarkedSection } from './doc-section.ts'
import { percentile } from './latency.ts'
import { createBuyers, runRound, type RoundResult } from './race-round.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const raceUsage = 'usage: npm run bench -- race [--rounds=N] [--buyers=N] [--seats=N] [--no-write]'

interface RaceOptions {
  rounds: number
  buyers: number
  seats: number
  write: boolean
}

function parseOptions(args: string[]): RaceOptions | string {
  const unknown = args.filter((arg) => !/^--(no-write|(rounds|buyers|seats)=[1-9]\d*)$/.test(arg))
  if (unknown.length > 0) return `bench race: unknown option ${unknown.join(' ')}\n${raceUsage}`
  const number = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
  return { rounds: number('rounds', 100), buyers: number('buyers', 500), seats: number('seats', 10), write: !args.includes('--no-write') }
}

const count = (result: RoundResult, test: (status: number) => boolean) => [...result.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0)
const is2xx = (status: number) => status >= 200 && status < 300
const is5xx = (status: number) => status >= 500

function roundLine(round: number, rounds: number, result: RoundResult): string {
  const answers = [...result.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
    .join(' ')
  const flags = [result.oversold ? `OVERSOLD ${result.oversold}` : '', result.consistent ? '' : `MISMATCH (${result.orders} orders, ${result.seatsHeld} seats held)`].filter(
    Boolean,
  )
  return `round ${String(round).padStart(String(rounds).length)}/${rounds}: sold ${result.sold}, ${answers}, ${(result.ms / 1000).toFixed(2)} s${flags.length ? `  ${flags.join(' ')}` : ''}`
}

interface RaceSummary {
  passed: boolean
  table: string
}

function summarise(results: RoundResult[], options: RaceOptions, totalMs: number): RaceSummary {
  const times = results.map((result) => result.ms).sort((a, b) => a - b)
  const soldEveryRound = results.every((result) => result.sold === options.seats)
  const oversold = results.reduce((sum, result) => sum + result.oversold, 0)
  const errors = results.reduce((sum, result) => sum + count(result, is5xx) + count(result, (status) => status === 0), 0)
  const consistent = results.every((result) => result.consistent)
  const created = results.reduce((sum, result) => sum + count(result, is2xx), 0)
  const refused = results.reduce((sum, result) => sum + count(result, (status) => status === 409), 0)
  const other = options.buyers * results.length - created - refused - errors
  const soldRange = [Math.min(...results.map((r) => r.sold)), Math.max(...results.map((r) => r.sold))]
  const table = [
    '| Rounds | Buyers per round | Seats per round | Sold per round | Oversold | 5xx or no answer | 2xx / 409 / other | Orders = 2xx = seats taken | Round p50 | Round p99 | Total |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${results.length} | ${options.buyers} | ${options.seats} | ${soldRange[0] === soldRange[1] ? soldRange[0] : `${soldRange[0]}–${soldRange[1]}`}${soldEveryRound ? ' every round' : ' (**not every round**)'} | ${oversold} | ${errors} | ${created} / ${refused} / ${other} | ${consistent ? 'every round' : '**no**'} | ${(percentile(times, 50) / 1000).toFixed(2)} s | ${(percentile(times, 99) / 1000).toFixed(2)} s | ${formatDuration(totalMs)} |`,
  ].join('\n')
  return { passed: soldEveryRound && oversold === 0 && errors === 0 && consistent, table }
}

/** Runs the race; prints each round and the summary; 0 when every round held, 1 when one did not, 2 on bad options. */
export async function runRaceBench(args: string[]): Promise<number> {
  const options = parseOptions(args)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const binDir = findPostgresBin()
  if (!binDir) {
    console.error('bench race: PostgreSQL is not installed here (apt-get install postgresql)')
    return 1
  }
  const step = (text: string) => console.info(`bench: ${text}`)
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  step('starting a throwaway PostgreSQL')
  const postgres = await startThrowawayPostgres(binDir)
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('CREATE DATABASE race_bench')
    await admin.end()
    const url = new URL(postgres.url)
    url.pathname = '/race_bench'
    step('starting the app (migrating the database)')
    const server = await startBenchServer<{ port: number }>('orders-server.ts', [url.toString()])
    const database = openPostgres(url.toString())
    try {
      const origin = `http://127.0.0.1:${server.port}`
      step(`making ${options.buyers} signed-in customers`)
      const tokens = await createBuyers(database.db, options.buyers)
      step(`${options.rounds} rounds: ${options.buyers} buyers at once for the last ${options.seats} seats of a fresh trip`)
      const results: RoundResult[] = []
      const started = performance.now()
      for (let round = 1; round <= options.rounds; round++) {
        const result = await runRound(database.db, origin, tokens, round, options.seats)
        results.push(result)
        console.info(roundLine(round, options.rounds, result))
      }
      const summary = summarise(results, options, performance.now() - started)
      const command = `npm run bench -- race${args.length ? ` ${args.join(' ')}` : ''}`
      const context = `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\` on ${os.cpus().length} CPUs, load average ${loadAtStart} at the start, Node ${process.version}: ${summary.passed ? '**held**' : '**FAILED**'}.`
      const section = `${context}\n\n${summary.table}`
      console.info(`\n${section}\n`)
      if (options.write) {
        await writeRace(path.join(repo, 'docs/PERFORMANCE.md'), section)
        console.info('Written to docs/PERFORMANCE.md')
      }
      return summary.passed ? 0 : 1
    } finally {
      await database.close()
      await server.stop()
    }
  } finally {
    postgres.stop()
  }
}

/** Rewrites only the race's lines of docs/PERFORMANCE.md (between its own markers). */
const writeRace = (docPath: string, section: string) =>
  writeMarkedSection(
    docPath,
    { name: 'race-bench', note: 'generated by `npm run bench -- race` (scripts/bench/race.ts); rewritten on each run', heading: 'Oversell race (issue 15)' },
    section,
  )

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await runRaceBench(process.argv.slice(2)))
