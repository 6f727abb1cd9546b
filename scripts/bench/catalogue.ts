/**
 * The catalogue reads against the floor (issue 16): `npm run bench -- catalogue`. The real
 * server (`NODE_ENV=production`, the demo data on its embedded database, no client build) and
 * autocannon, 10 connections, in rounds: each round measures GET /api/health, GET /api/trips
 * (the home page's first page) and GET /api/trips/{slug} as autocannon asks (no Accept-Encoding,
 * as issue 16's figures and the whole bench's were taken), then the list and the health check
 * as a browser asks (gzip), one after another on the same process. Rounds, not one long run
 * each: whatever else the machine runs comes and goes, and each round compares the list with the
 * health check measured seconds apart. Prints each endpoint's median over the rounds, and the
 * median of the rounds' list/health ratios; writes them into docs/PERFORMANCE.md.
 *
 * Options: --rounds=N (5), --seconds=N per endpoint and round (4), --no-write, --checkout=<dir>
 * (measure another checkout's server, e.g. a clone at the commit before a change, with its
 * node_modules; never written).
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startRealServer } from '../lib/real-server.ts'
import { measureApiLoad, type ApiLoad } from './api-load.ts'
import { writeMarkedSection } from './doc-section.ts'
import { revisionOf } from './revision.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const catalogueUsage = 'usage: npm run bench -- catalogue [--rounds=N] [--seconds=N] [--no-write] [--checkout=<dir>]'

/** The goals of issue 16: the list at half the health check's rate or better, its p99 at 20 ms or less. */
const RATIO_GOAL = 0.5
const P99_GOAL_MS = 20
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br' }

interface Target {
  label: string
  path: string
  headers: Record<string, string>
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`
const sum = (loads: ApiLoad[], pick: (load: ApiLoad) => number) => loads.reduce((total, load) => total + pick(load), 0)

function row(label: string, loads: ApiLoad[]) {
  const rps = Math.round(median(loads.map((load) => load.requestsPerSecond))).toLocaleString('en-US')
  return `| ${label} | ${rps} | ${median(loads.map((load) => load.p50Ms))} ms | ${median(loads.map((load) => load.p99Ms))} ms | ${Math.max(...loads.map((load) => load.p99Ms))} ms | ${sum(loads, (load) => load.non2xx)} | ${sum(loads, (load) => load.errors)} |`
}

function parseOptions(args: string[]) {
  const unknown = args.filter((arg) => !/^--(no-write|(rounds|seconds)=[1-9]\d*|checkout=.+)$/.test(arg))
  if (unknown.length > 0) return `bench catalogue: unknown option ${unknown.join(' ')}\n${catalogueUsage}`
  const number = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
  const checkout = path.resolve(args.find((arg) => arg.startsWith('--checkout='))?.slice('--checkout='.length) ?? repo)
  return { rounds: number('rounds', 5), seconds: number('seconds', 4), checkout, write: !args.includes('--no-write') && checkout === repo }
}

/** Runs the bench; prints and writes its figures. 0 when it ran (the goal's verdict is in the figures), 2 on bad options. */
export async function runCatalogueBench(args: string[]): Promise<number> {
  const options = parseOptions(args)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const { rounds, seconds, checkout, write } = options
  const step = (text: string) => console.info(`bench: ${text}`)
  const loadAtStart = os.loadavg()[0]!.toFixed(2)

  step(`starting the server of ${checkout} (production, demo data)`)
  const server = await startRealServer({
    checkout,
    env: { NODE_ENV: 'production', SEED_DEMO: 'true', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'files', SERVE_CLIENT: 'false', LOG_REQUESTS: 'false' },
  })
  try {
    // A featured trip, as the other benches pick: the list's first is a trip dated from the seed day (seed/trips-soon.ts), which older checkouts lack.
    const list = (await (await fetch(`${server.origin}/api/trips?featured=true&pageSize=1`)).json()) as { items: { slug: string }[] }
    const slug = list.items[0]?.slug
    if (!slug) throw new Error('the demo data holds no trip to measure')
    const targets: Target[] = [
      { label: '`GET /api/health`', path: '/api/health', headers: {} },
      { label: '`GET /api/trips`', path: '/api/trips', headers: {} },
      { label: `\`GET /api/trips/${slug}\``, path: `/api/trips/${slug}`, headers: {} },
      { label: '`GET /api/health`, gzip accepted', path: '/api/health', headers: browserHeaders },
      { label: '`GET /api/trips`, gzip accepted', path: '/api/trips', headers: browserHeaders },
    ]
    step('warming up: 2 s on each endpoint')
    for (const target of targets) await measureApiLoad(server.origin, target.path, { seconds: 2, warmUpSeconds: 0, headers: target.headers })
    const loads = targets.map((): ApiLoad[] => [])
    for (let round = 1; round <= rounds; round++) {
      step(`round ${round}/${rounds}: ${seconds} s on each endpoint`)
      for (const [index, target] of targets.entries()) loads[index]!.push(await measureApiLoad(server.origin, target.path, { seconds, warmUpSeconds: 0, headers: target.headers }))
    }

    const [health, trips, trip, healthGzip, tripsGzip] = loads as [ApiLoad[], ApiLoad[], ApiLoad[], ApiLoad[], ApiLoad[]]
    const ratioOf = (of: ApiLoad[], to: ApiLoad[]) => median(of.map((load, round) => load.requestsPerSecond / to[round]!.requestsPerSecond))
    const ratio = ratioOf(trips, health)
    const p99 = median(trips.map((load) => load.p99Ms))
    const met = ratio >= RATIO_GOAL && p99 <= P99_GOAL_MS
    const command = `npm run bench -- catalogue${args.length ? ` ${args.join(' ')}` : ''}`
    const section = [
      `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\` on ${os.cpus().length} CPUs, load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end, Node ${process.version}, at ${revisionOf(checkout)}: ${rounds} rounds of ${seconds} s per endpoint, 10 connections.`,
      '',
      '| Endpoint | Requests/s (median) | p50 (median) | p99 (median) | p99 (worst round) | non-2xx | errors |',
      '|---|---|---|---|---|---|---|',
      ...targets.map((target, index) => row(target.label, loads[index]!)),
      '',
      `\`GET /api/trips\` answers **${percent(ratio)}** of the health check's requests/s (median of the rounds; goal ≥ ${percent(RATIO_GOAL)}) with p99 ${p99} ms (goal ≤ ${P99_GOAL_MS} ms): **${met ? 'met' : 'not met'}**. The trip page ${percent(ratioOf(trip, health))}; gzip accepted, the list ${percent(ratioOf(tripsGzip, healthGzip))} of the health check's.`,
    ].join('\n')
    console.info(`\n${section}\n`)
    if (write) {
      await writeMarkedSection(
        path.join(repo, 'docs/PERFORMANCE.md'),
        { name: 'catalogue-bench', note: 'generated by `npm run bench -- catalogue` (scripts/bench/catalogue.ts); rewritten on each run', heading: 'Catalogue reads (issue 16)' },
        section,
      )
      console.info('Written to docs/PERFORMANCE.md')
    }
    return 0
  } finally {
    await server.stop()
  }
}
