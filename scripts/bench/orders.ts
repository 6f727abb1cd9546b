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
import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { startThrowawayPostgres } from '../lib/postgres.ts'
import { findPostgresBin } from '../lib/system-packages.ts'

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

async function startOrdersServer(target: string) {
  const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href, path.join(repo, 'scripts/bench/orders-server.ts'), target], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const ready = await new Promise<{ port: number; token: string; tripId: number; optionId: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the orders server did not start:\n${output}`)), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) {
        clearTimeout(timer)
        resolve(JSON.parse(line) as { port: number; token: string; tripId: number; optionId: number })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`the orders server exited with ${code}:\n${output}`)))
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  return { ...ready, stop }
}

function orderRequest(ready: { token: string; tripId: number; optionId: number }): AutocannonRequest {
  const body = JSON.stringify({
    item: { tripId: ready.tripId, optionId: ready.optionId, people: 1 },
    payer: {
      name: 'Maria da Silva',
      cpf: '529.982.247-25',
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      birthDate: '1990-05-31',
      address: { zipCode: '01310-100', street: 'Avenida Paulista', number: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    },
    payment: { method: 'pix' },
  })
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
      const target = bench.database === 'PostgreSQL' && run === bench.steady ? `p99 ≤ ${ordersTarget.steadyP99Ms} ms: ${run.p99Ms <= ordersTarget.steadyP99Ms ? 'met' : '**missed**'}` : '—'
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

const begin = '<!-- orders-bench:begin — generated by `npm run bench` (scripts/bench/orders.ts); rewritten on each run -->'
const end = '<!-- orders-bench:end -->'

/** Rewrites only the orders section of docs/PERFORMANCE.md (between its own markers). */
export async function writeOrders(docPath: string, section: string) {
  const doc = await readFile(docPath, 'utf8')
  const start = doc.indexOf('<!-- orders-bench:begin')
  const stop = doc.indexOf(end)
  const generated = `${begin}\n${section}\n${end}`
  const next = start >= 0 && stop > start ? `${doc.slice(0, start)}${generated}${doc.slice(stop + end.length)}` : `${doc.trimEnd()}\n\n## Orders (checkout)\n\n${generated}\n`
  await writeFile(docPath, next)
}

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
