/**
 * Admin lists benchmark (issue 6): with 500 trips and 10,000 orders seeded on a throwaway
 * PostgreSQL, each admin list endpoint answers a page of 50 with a sort and a search or a filter
 * under load: autocannon, 10 connections for 10 s after a 2 s warm-up, as the demo admin.
 * Target: p99 ≤ 100 ms. An endpoint that does not answer 200 (the admin trips list before it is
 * merged) is reported as not measured, with its status.
 *
 * Part of `npm run bench`; alone: `node --import tsx scripts/bench/admin.ts [--no-write]`.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { startThrowawayPostgres } from '../lib/postgres.ts'
import { findPostgresBin } from '../lib/system-packages.ts'
import { startBenchServer } from './child-server.ts'
import { writeMarkedSection } from './doc-section.ts'

export const adminListsTarget = { p99Ms: 100 }

interface Scenario {
  label: string
  path: string
}

export type AdminListRun = Scenario &
  ({ measured: true; requestsPerSecond: number; p50Ms: number; p99Ms: number; total: number; non2xx: number; errors: number } | { measured: false; status: number })

export interface AdminListsBench {
  runs: AdminListRun[]
  notes: string[]
}

type Ready = { port: number; token: string; tripId: number; paidOrders: number; seedMs: number }

const scenarios = (ready: Ready): Scenario[] => [
  { label: 'Orders: a common surname, newest first', path: '/api/admin/orders?pageSize=50&sort=-createdAt&q=silva' },
  { label: 'Orders: paid ones, largest amount first', path: '/api/admin/orders?pageSize=50&status=paid&sort=-amountCents' },
  { label: 'Orders: a period and a method, by payer name', path: '/api/admin/orders?pageSize=50&from=2026-01-01&to=2026-06-30&method=pix&sort=payerName' },
  { label: `A trip's passenger manifest (${ready.paidOrders} paid orders), by payer name`, path: `/api/admin/trips/${ready.tripId}/buyers?pageSize=50&sort=payerName` },
  // The admin trips list is another part of issue 6: measured here as soon as it answers.
  { label: 'Trips: a place, by name', path: '/api/admin/trips?pageSize=50&sort=name&q=gramado' },
  { label: 'Dashboard', path: '/api/admin/dashboard' },
]

async function measure(origin: string, headers: Record<string, string>, scenario: Scenario, seconds: number): Promise<AdminListRun> {
  const url = `${origin}${scenario.path}`
  const probe = await fetch(url, { headers })
  await probe.arrayBuffer()
  if (probe.status !== 200) return { ...scenario, measured: false, status: probe.status }
  await autocannon({ url, connections: 10, duration: 2, headers })
  const result = await autocannon({ url, connections: 10, duration: seconds, headers })
  return {
    ...scenario,
    measured: true,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** Starts a throwaway PostgreSQL and the seeded server, measures every scenario, stops both. */
export async function measureAdminLists(step: (text: string) => void = console.info, seconds = 10): Promise<AdminListsBench> {
  const binDir = findPostgresBin()
  if (!binDir) return { runs: [], notes: ['PostgreSQL is not installed here, so the admin lists were not measured.'] }
  step('admin lists: a throwaway PostgreSQL seeded with 500 trips and 10,000 orders')
  const database = await startThrowawayPostgres(binDir)
  try {
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    await admin.query('CREATE DATABASE admin_bench')
    await admin.end()
    const url = new URL(database.url)
    url.pathname = '/admin_bench'
    const server = await startBenchServer<Ready>('admin-server.ts', [url.toString()], { startTimeoutMs: 180_000 })
    try {
      const origin = `http://127.0.0.1:${server.port}`
      const headers = { Authorization: `Bearer ${server.token}` }
      const runs: AdminListRun[] = []
      for (const scenario of scenarios(server)) {
        step(`admin lists: ${scenario.path}`)
        runs.push(await measure(origin, headers, scenario, seconds))
      }
      return { runs, notes: [`Seeding took ${(server.seedMs / 1000).toFixed(1)} s (INSERT … SELECT generate_series, scripts/bench/admin-seed.ts).`] }
    } finally {
      await server.stop()
    }
  } finally {
    database.stop()
  }
}

export function renderAdminLists(bench: AdminListsBench, context: string): string {
  const rows = bench.runs.map((run) =>
    run.measured
      ? `| ${run.label} | \`${run.path}\` | ${run.requestsPerSecond.toFixed(0)} | ${run.p50Ms} ms | ${run.p99Ms} ms | ${run.total} (${run.non2xx} non-2xx, ${run.errors} errors) | ${run.p99Ms <= adminListsTarget.p99Ms ? 'met' : '**missed**'} |`
      : `| ${run.label} | \`${run.path}\` | — | — | — | not measured: answered ${run.status} | — |`,
  )
  return [
    context,
    '',
    `| Scenario | Request | Requests/s | p50 | p99 | Requests | p99 ≤ ${adminListsTarget.p99Ms} ms |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    ...bench.notes.map((note) => `\n${note}`),
  ].join('\n')
}

/** Rewrites only the admin lists section of docs/PERFORMANCE.md (between its own markers). */
export const writeAdminLists = (docPath: string, section: string) =>
  writeMarkedSection(docPath, { name: 'admin-bench', note: 'generated by `npm run bench` (scripts/bench/admin.ts); rewritten on each run', heading: 'Admin lists' }, section)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const write = !process.argv.includes('--no-write')
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  const bench = await measureAdminLists((text) => console.info(`bench: ${text}`))
  const section = renderAdminLists(
    bench,
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`node --import tsx scripts/bench/admin.ts\` on ${os.cpus().length} CPUs, load average ${loadAtStart} at the start, Node ${process.version}.`,
  )
  console.info(`\n${section}\n`)
  if (write) await writeAdminLists(path.join(repo, 'docs/PERFORMANCE.md'), section)
  process.exit(0)
}
