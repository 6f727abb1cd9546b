/**
 * Orders benchmark: `POST /api/orders` (a Pix order for 1 person: the key, the price, the seat
 * hold, the order and its history in one transaction, then the sandbox charge and its record)
 * on the embedded PGlite and on a throwaway PostgreSQL server. Two runs each, after a warm-up:
 * as many orders per second as 10 connections get, and a steady 100 orders per second (target
 * on PostgreSQL: p99 ≤ 150 ms). Every request carries a new Idempotency-Key.
 *
 * Part of `npm run bench`; alone: `node --import tsx scripts/bench/orders.ts [--no-write]`.
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { startThrowawayPostgres } from '../lib/postgres.ts'
import { findPostgresBin } from '../lib/system-packages.ts'
import { startBenchServer } from './child-server.ts'
import { writeMarkedSection } from './doc-section.ts'
import { pixOrderBody } from './pix-order.ts'

interface AutocannonRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: string
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}
type LoadOptions = { url: string; connections: number; duration: number; overallRate?: number; requests: AutocannonRequest[] }
const load = autocannon as unknown as (options: LoadOptions) => Promise<Result>

export interface OrdersRun {
  label: string
  ordersPerSecond: number
  p50Ms: number
  p99Ms: number
  total: number
  non2xx: number
  errors: number
}

export interface OrdersBench {
  database: 'PGlite' | 'PostgreSQL'
  max: OrdersRun
  steady: OrdersRun
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const startOrdersServer = (target: string) => startBenchServer<{ port: number; token: string; tripId: number; optionId: number }>('orders-server.ts', [target])

function orderRequest(ready: { token: string; tripId: number; optionId: number }): AutocannonRequest {
  const body = pixOrderBody(ready)
  return {
    method: 'POST',
    path: '/api/orders',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ready.token}` },
    body,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': randomUUID() } }),
  }
}

const summary = (label: string, result: Result): OrdersRun => ({
  label,
  ordersPerSecond: result['2xx'] / result.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
})

export async function measureOrders(database: OrdersBench['database'], target: string, seconds = 10): Promise<OrdersBench> {
  const server = await startOrdersServer(target)
  try {
    const url = `http://127.0.0.1:${server.port}`
    const requests = [orderRequest(server)]
    await load({ url, connections: 10, duration: 3, requests })
    const max = summary('10 connections, as fast as they go', await load({ url, connections: 10, duration: seconds, requests }))
    const steady = summary('a steady 100 orders/s', await load({ url, connections: 10, duration: seconds, overallRate: 100, requests }))
    return { database, max, steady }
  } finally {
    await server.stop()
  }
}

/** PGlite always; PostgreSQL when its binaries are installed (a throwaway server, removed after). */
export async function measureAllOrders(step: (text: string) => void = console.info): Promise<{ runs: OrdersBench[]; notes: string[] }> {
  const runs: OrdersBench[] = []
  const notes: string[] = []
  step('POST /api/orders on PGlite')
  runs.push(await measureOrders('PGlite', 'pglite'))
  const binDir = findPostgresBin()
  if (!binDir) {
    notes.push('PostgreSQL is not installed here, so only PGlite was measured.')
    return { runs, notes }
  }
  step('POST /api/orders on a throwaway PostgreSQL')
  const server = await startThrowawayPostgres(binDir)
  try {
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    await admin.query('CREATE DATABASE orders_bench')
    await admin.end()
    const url = new URL(server.url)
    url.pathname = '/orders_bench'
    runs.push(await measureOrders('PostgreSQL', url.toString()))
  } finally {
    server.stop()
  }
  return { runs, notes }
}

export const ordersTarget = { steadyP99Ms: 150 }

export function renderOrders(results: { runs: OrdersBench[]; notes: string[] }, context: string): string {
  const rows = results.runs.flatMap((bench) =>
    [bench.max, bench.steady].map((run) => {
      const target =
        bench.database === 'PostgreSQL' && run === bench.steady ? `p99 ≤ ${ordersTarget.steadyP99Ms} ms: ${run.p99Ms <= ordersTarget.steadyP99Ms ? 'met' : '**missed**'}` : '—'
      return `| ${bench.database} | ${run.label} | ${run.ordersPerSecond.toFixed(0)} | ${run.p50Ms} ms | ${run.p99Ms} ms | ${run.total} (${run.non2xx} non-2xx, ${run.errors} errors) | ${target} |`
    }),
  )
  return [
    context,
    '',
    '| Database | Load | Orders/s | p50 | p99 | Requests | Target |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    ...results.notes.map((note) => `\n${note}`),
  ].join('\n')
}

/** Rewrites only the orders section of docs/PERFORMANCE.md (between its own markers). */
export const writeOrders = (docPath: string, section: string) =>
  writeMarkedSection(
    docPath,
    { name: 'orders-bench', note: 'generated by `npm run bench` (scripts/bench/orders.ts); rewritten on each run', heading: 'Orders (checkout)' },
    section,
  )

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const write = !process.argv.includes('--no-write')
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  const results = await measureAllOrders((text) => console.info(`bench: ${text}`))
  const section = renderOrders(
    results,
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`node --import tsx scripts/bench/orders.ts\` on ${os.cpus().length} CPUs, load average ${loadAtStart} at the start, Node ${process.version}.`,
  )
  console.info(`\n${section}\n`)
  if (write) await writeOrders(path.join(repo, 'docs/PERFORMANCE.md'), section)
  process.exit(0)
}
