import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.ts'
import { startHaproxy, type RunningHaproxy } from './haproxy.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres.ts'
import { onExit } from './processes.ts'
import { startRealServer, type RealServer } from './real-server.ts'
import { findPostgresBin } from './system-packages.ts'

/**
 * What the load balancer asks each instance before sending it requests: ready (database reachable,
 * migrations applied, storage reachable, not shutting down), not merely alive (`/api/health`), so
 * a stopping instance is drained. deploy/haproxy.cfg and the Dockerfile's HEALTHCHECK name it too.
 */
export const HEALTH_CHECK_PATH = '/api/ready'

export interface ClusterOptions {
  /** App instances behind the load balancer; 2 by default. */
  instances?: number
  /**
   * A PostgreSQL superuser URL (the tests' TEST_DATABASE_URL): the cluster makes a database of its
   * own there and drops it on stop. Without it, a throwaway PostgreSQL server is started.
   */
  adminUrl?: string
  /** The folder whose `dist/` the instances serve (SERVE_CLIENT=true); no client when absent. */
  appDir?: string
  /** Demo data, seeded by the first instance (the others find it there). */
  seedDemo?: boolean
  /** More settings for every instance. */
  env?: Record<string, string>
  /** Another checkout whose server the instances run (a bench's figure before a change); this one by default. */
  checkout?: string
}

export interface Cluster {
  /** The load balancer: what a browser would use. */
  origin: string
  instances: RealServer[]
  /** The instances' database. */
  databaseUrl: string
  /** The instances' shared DATA_DIR (uploads, and mails as files under mail/). */
  dataDir: string
  mailDir: string
  haproxy: RunningHaproxy
  stop(): Promise<void>
}

const databaseName = () => `roteiro_cluster_${Math.random().toString(36).slice(2, 10)}`

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * The production topology without containers (docs/DEPLOY.md): one PostgreSQL, `instances` real
 * servers (`src/server/main.ts` with NODE_ENV=production, the sandbox gateway and its control, mail
 * as files) started together on a fresh database, so their migrations meet (the advisory lock in
 * db/client.ts makes them take turns), and HAProxy in front. The instances share a DATA_DIR,
 * as they would share a volume or, with S3_* set, a bucket. Resolves once the load balancer has
 * every instance in rotation.
 */
export async function startCluster({ instances = 2, adminUrl, appDir, seedDemo = false, env = {}, checkout }: ClusterOptions = {}): Promise<Cluster> {
  const undo: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step()
  }
  try {
    let postgres: ThrowawayPostgres | undefined
    if (!adminUrl) {
      const binDir = findPostgresBin()
      if (!binDir) throw new Error('PostgreSQL is not installed here (apt-get install postgresql)')
      postgres = await startThrowawayPostgres(binDir)
      undo.push(() => postgres!.stop())
    }
    const admin = adminUrl ?? postgres!.url
    const name = databaseName()
    await adminQuery(admin, `CREATE DATABASE ${name}`)
    if (adminUrl) undo.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    const database = new URL(admin)
    database.pathname = `/${name}`
    const databaseUrl = database.toString()

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-cluster-'))
    undo.push(onExit(() => rmSync(dataDir, { recursive: true, force: true })))

    // HAProxy first, on the instances' ports to be: its address is their PUBLIC_URL.
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()))
    const haproxy = await startHaproxy({
      backends: ports.map((port, index) => ({ name: `app${index + 1}`, address: `127.0.0.1:${port}` })),
      healthPath: HEALTH_CHECK_PATH,
    })
    undo.push(() => haproxy.stop())

    const started = await Promise.allSettled(
      ports.map((port, index) =>
        startRealServer({
          checkout,
          cwd: appDir,
          port,
          dataDir,
          env: {
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: haproxy.origin,
            TRUST_PROXY: 'true',
            PAYMENT_GATEWAY: 'sandbox',
            SANDBOX_CONTROL: 'true',
            MAIL_TRANSPORT: 'files',
            SEED_DEMO: seedDemo && index === 0 ? 'true' : 'false',
            SERVE_CLIENT: appDir ? 'true' : 'false',
            LOG_REQUESTS: 'false',
            ...env,
          },
        }),
      ),
    )
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    // However this process ends (Ctrl-C, a kill), the instances go too.
    const killAll = onExit(() => servers.forEach((server) => void server.kill()))
    undo.push(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      killAll()
    })
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason

    await untilAllUp(haproxy, instances)
    return { origin: haproxy.origin, instances: servers, databaseUrl, dataDir, mailDir: path.join(dataDir, 'mail'), haproxy, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function untilAllUp(haproxy: RunningHaproxy, instances: number) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const statuses = [...(await haproxy.statusByInstance()).values()]
    if (statuses.length === instances && statuses.every((status) => status.startsWith('UP'))) return
    if (Date.now() > deadline) throw new Error(`the load balancer does not have every instance in rotation: ${statuses.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
