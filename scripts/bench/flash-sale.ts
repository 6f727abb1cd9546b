/**
 * The flash sale, open-loop (issues 16 and 26): `npm run bench -- flash-sale`. It measures the
 * order, not a queue: buyers are signed in beforehand (untimed) and their orders arrive at a stated
 * rate (a Poisson process) for a stated time, each one's latency counted from its scheduled start.
 * Issue 26's topology, per side: a throwaway PostgreSQL, two production instances on it and HAProxy
 * in front (flash-sale-sides.ts), the client on the same machine. The steps, each run on every
 * side in turn (the first side alternating), so a side never gets all the quiet moments:
 * - the round trips: a few Pix orders, their replays, card orders and sold-out refusals one at a
 *   time, counted from PostgreSQL's statement log (flash-sale-round-trips.ts);
 * - the flash sale: `--seats` seats, `--sale-rate` requests a second for `--seconds`;
 * - seats for everyone at each of `--rates`: the latency-versus-rate curve, its knee and the
 *   saturation rate (placed p99 ≤ `--bound` ms with nothing failed).
 * Each step reads the CPU time of the instances, PostgreSQL, HAProxy and the client from /proc.
 *
 * `--ref=<git ref>` adds a side: that revision's server (today's main, say) beside this checkout's.
 * The short default run is a smoke test; issue 26's figures come from
 * `npm run bench -- flash-sale --ref=main --seconds=20 --rates=25,50,100,150,200`.
 * `--no-write` prints only; otherwise the report goes into docs/PERFORMANCE.md. Ends with 1 when a
 * sale oversold, lost or duplicated an order.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatDuration } from '../lib/console.ts'
import { findPostgresBin } from '../lib/system-packages.ts'
import { writeMarkedSection } from './doc-section.ts'
import { renderFlashSaleReport, type SideReport } from './flash-sale-report.ts'
import { countRoundTrips } from './flash-sale-round-trips.ts'
import { exportRef, startSide, thisCheckout, type Checkout, type Side } from './flash-sale-sides.ts'
import { runLoadStep, type LoadStepResult } from './flash-sale-step.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const flashSaleUsage = 'usage: npm run bench -- flash-sale [--ref=<git ref>] [--seconds=N] [--rates=N,N,…] [--sale-rate=N] [--seats=N] [--bound=ms] [--count=N] [--no-write]'

interface SaleOptions {
  ref: string | null
  seconds: number
  rates: number[]
  saleRate: number
  seats: number
  boundMs: number
  /** Requests of each kind in the counting step. */
  count: number
  write: boolean
}

const WARM_UP = { name: 'warm-up', rate: 50, seconds: 3, seed: 0 }
const valueOptions = ['ref', 'seconds', 'rates', 'sale-rate', 'seats', 'bound', 'count']

/** `--seconds 20` as `--seconds=20`. */
function joinValues(given: string[]): string[] {
  const args: string[] = []
  for (let index = 0; index < given.length; index++) {
    const arg = given[index]!
    const next = given[index + 1]
    if (valueOptions.includes(arg.slice(2)) && next !== undefined && !next.startsWith('--')) args.push(`${arg}=${given[++index]}`)
    else args.push(arg)
  }
  return args
}

function parseOptions(given: string[]): SaleOptions | string {
  const args = joinValues(given)
  const unknown = args.filter((arg) => !/^--(no-write|(seconds|sale-rate|seats|bound|count)=[1-9]\d*|rates=[1-9]\d*(,[1-9]\d*)*|ref=\S+)$/.test(arg))
  if (unknown.length > 0) return `bench flash-sale: unknown option ${unknown.join(' ')}\n${flashSaleUsage}`
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  const number = (name: string, fallback: number) => Number(value(name) ?? fallback)
  return {
    ref: value('ref') ?? null,
    seconds: number('seconds', 5),
    rates: (value('rates') ?? '50,100,150').split(',').map(Number),
    saleRate: number('sale-rate', 150),
    seats: number('seats', 300),
    boundMs: number('bound', 200),
    count: number('count', 5),
    write: !args.includes('--no-write'),
  }
}

const step = (text: string) => console.info(`bench: ${text}`)
/** Each step on every side, the side that goes first alternating from step to step. */
const inTurn = (sides: Side[], index: number) => (index % 2 === 0 ? sides : [...sides].reverse())

async function measure(sides: Side[], options: SaleOptions): Promise<SideReport[]> {
  const roundTrips = new Map<Side, Map<string, number[]>>()
  const sales = new Map<Side, LoadStepResult>()
  const sweeps = new Map<Side, LoadStepResult[]>(sides.map((side) => [side, []]))
  for (const side of inTurn(sides, 0)) {
    step(`${side.label}: counting round trips (${options.count} requests of each kind, PostgreSQL logging every statement)`)
    roundTrips.set(side, await countRoundTrips(side, options.count))
  }
  // Untimed: the instances' first moments under load (their pools' connections, the JIT) would
  // otherwise land in whichever timed step came first.
  for (const side of inTurn(sides, 1)) {
    step(`${side.label}: warming up, ${WARM_UP.rate} requests/s for ${WARM_UP.seconds} s (not reported)`)
    await runLoadStep(side, WARM_UP)
  }
  for (const side of inTurn(sides, 0)) {
    step(`${side.label}: flash sale, ${options.seats} seats, ${options.saleRate} requests/s for ${options.seconds} s`)
    sales.set(side, await runLoadStep(side, { name: 'sale', rate: options.saleRate, seconds: options.seconds, seats: options.seats, seed: 1 }))
  }
  for (const [index, rate] of options.rates.entries()) {
    for (const side of inTurn(sides, index + 1)) {
      step(`${side.label}: seats for everyone, ${rate} requests/s for ${options.seconds} s`)
      sweeps.get(side)!.push(await runLoadStep(side, { name: 'everyone', rate, seconds: options.seconds, seed: 2 + index }))
    }
  }
  return sides.map((side) => ({ label: side.label, roundTrips: roundTrips.get(side)!, sale: sales.get(side)!, sweep: sweeps.get(side)! }))
}

export async function runFlashSaleBench(args: string[]): Promise<number> {
  const options = parseOptions(args)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const postgresBin = findPostgresBin()
  if (!postgresBin) {
    console.error('bench flash-sale: PostgreSQL is not installed here (apt-get install postgresql)')
    return 1
  }
  const loadAtStart = os.loadavg()
  const started = performance.now()
  const checkouts: Checkout[] = []
  const sides: Side[] = []
  try {
    if (options.ref) {
      step(`exporting ${options.ref} into .tmp/ (node_modules hard-linked)`)
      checkouts.push(exportRef(options.ref))
    }
    checkouts.push(thisCheckout())
    for (const checkout of checkouts) {
      step(`${checkout.label}: starting a throwaway PostgreSQL, two instances and HAProxy`)
      sides.push(await startSide(checkout, postgresBin))
    }
    const reports = await measure(sides, options)

    const command = `npm run bench -- flash-sale${args.length ? ` ${args.join(' ')}` : ''}`
    const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(' / ')
    const context = `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\` on ${os.cpus().length} CPUs, load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start and ${load(os.loadavg())} at the end, Node ${process.version}; the run took ${formatDuration(performance.now() - started)}.`
    const section = renderFlashSaleReport(context, reports, options.boundMs)
    console.info(`\n${section}\n`)
    if (options.write) {
      await writeMarkedSection(
        path.join(repo, 'docs/PERFORMANCE.md'),
        {
          name: 'flash-sale-bench',
          note: 'generated by `npm run bench -- flash-sale` (scripts/bench/flash-sale.ts); rewritten on each run',
          heading: 'Flash sale on two instances (issues 16 and 26)',
        },
        section,
      )
      console.info('Written to docs/PERFORMANCE.md')
    }
    const held = reports.every((report) => [report.sale, ...report.sweep].every(({ check }) => check.oversold === 0 && check.lost === 0 && check.duplicated === 0))
    return held ? 0 : 1
  } finally {
    for (const side of sides) await side.stop()
    for (const checkout of checkouts) checkout.remove()
  }
}
