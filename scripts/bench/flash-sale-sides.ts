/**
 * The sides the flash-sale bench (scripts/bench/flash-sale.ts) compares: this checkout, and with
 * `--ref` another revision (today's main, say) exported into a throwaway folder with this
 * checkout's node_modules hard-linked in. Each side is issue 26's topology on its own: a throwaway
 * PostgreSQL, two production instances of that side's server on it and HAProxy in front; the
 * bench's client runs on the same machine.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPostgres, type Database } from '../../src/server/db/client.ts'
import { startCluster, type Cluster } from '../lib/cluster.ts'
import { onExit } from '../lib/processes.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../lib/postgres.ts'
import { processCpuMs, processTreeCpuMs } from './proc-cpu.ts'
import { revisionOf } from './revision.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface Checkout {
  dir: string
  /** What the report calls it: "main (commit be18736)". */
  label: string
  remove(): void
}

export const thisCheckout = (): Checkout => ({ dir: repo, label: `this checkout (${revisionOf(repo)})`, remove: () => {} })

/** `ref`'s tracked files (git archive) under .tmp/, with this checkout's node_modules hard-linked (cp -al): no build, no install. */
export function exportRef(ref: string): Checkout {
  const commit = execFileSync('git', ['-C', repo, 'rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim()
  const dir = path.join(repo, '.tmp', `bench-ref-${commit.slice(0, 12)}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const remove = onExit(() => rmSync(dir, { recursive: true, force: true }))
  execFileSync('sh', ['-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', 'sh', repo, commit, dir])
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')])
  return { dir, label: `${ref} (commit ${commit.slice(0, 7)})`, remove }
}

/** The processes whose CPU time a step reads, before and after. */
export const PROCESS_ROLES = ['app', 'postgres', 'haproxy', 'client'] as const
export type ProcessRole = (typeof PROCESS_ROLES)[number]

export interface Side {
  label: string
  origin: string
  postgres: ThrowawayPostgres
  cluster: Cluster
  database: Database
  /** CPU ms used so far by each role's processes (the app: both instances together). */
  cpuMs(): Record<ProcessRole, number>
  stop(): Promise<void>
}

export async function startSide(checkout: Checkout, postgresBin: string): Promise<Side> {
  const postgres = await startThrowawayPostgres(postgresBin)
  try {
    const cluster = await startCluster({ adminUrl: postgres.url, checkout: checkout.dir })
    const database = openPostgres(cluster.databaseUrl)
    return {
      label: checkout.label,
      origin: cluster.origin,
      postgres,
      cluster,
      database,
      cpuMs: () => ({
        app: cluster.instances.reduce((sum, instance) => sum + processCpuMs(instance.pid), 0),
        postgres: processTreeCpuMs(postgres.pid()),
        haproxy: processCpuMs(cluster.haproxy.pid),
        client: processCpuMs(process.pid),
      }),
      async stop() {
        await database.close()
        await cluster.stop()
        postgres.stop()
      },
    }
  } catch (error) {
    postgres.stop()
    throw error
  }
}
