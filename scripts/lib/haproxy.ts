import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'
import { onExit } from './processes.ts'

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

export interface HaproxyBackend {
  name: string
  /** host:port */
  address: string
}

export interface HaproxySettings {
  /** Where it listens, host:port (`*:8080` in a container). */
  bind: string
  backends: HaproxyBackend[]
  /** What each backend must answer 200 to, to get requests. */
  healthPath: string
  /** A Unix socket for `show stat` (tests count requests per backend); none in deploy/haproxy.cfg. */
  statsSocket?: string
  /**
   * Backends named by the container network's DNS (compose): they are looked up again while
   * running, at the nameserver of the container's /etc/resolv.conf (Docker's 127.0.0.11, podman's
   * network gateway), and HAProxy starts even before they exist (a backend it cannot resolve yet
   * waits, out of rotation).
   */
  containerDns?: boolean
}

/** Requests an instance works on at once; the rest wait their turn in HAProxy's queue. */
const REQUESTS_PER_INSTANCE = 32

/**
 * The load balancer's configuration, the same for the local topology (scripts/lib/cluster.ts) and
 * for compose (deploy/haproxy.cfg is this with the compose services' names):
 * - every request is balanced on its own (round robin), client connections kept alive, backend
 *   connections kept alive and reused;
 * - an instance works on at most REQUESTS_PER_INSTANCE requests at once, the rest wait in
 *   HAProxy's queue (up to 2 minutes: in a sale a buyer had rather wait than get a 503). In a
 *   rush an instance that took every request at once would answer each one late (its database
 *   pool is 10 connections), its health checks too, and be taken out of rotation just when it is
 *   needed. Reads (GET, HEAD) go ahead of writes in that queue: a visitor browsing the catalogue
 *   during a sale waits for a free slot, not behind every order queued before them. Order event
 *   streams (SSE, paths ending in /events) stay open for minutes, so they have a backend of their
 *   own, without that limit;
 * - a backend gets requests only while it answers `healthPath` (checked every second, out after
 *   3 misses of 3 s each: a busy instance is slow, not dead); a request that cannot connect to
 *   one is sent to another (`redispatch`), which is safe for a POST since nothing of it reached
 *   the dead one; a GET or HEAD is also sent again when the instance died before answering it, a
 *   POST never (it may have been done: the client retries it with its Idempotency-Key);
 * - the client's address goes in X-Forwarded-For, the last entry, which the app takes with
 *   TRUST_PROXY=true (src/server/auth/client-ip.ts);
 * - an event stream may be quiet for an hour on the instance's side (the app writes a comment
 *   every 15 s anyway); `timeout tunnel` covers upgraded connections.
 */
export function haproxyConfig({ bind, backends, healthPath, statsSocket, containerDns = false }: HaproxySettings): string {
  const resolve = containerDns ? ' resolvers containers init-addr last,libc,none' : ''
  return [
    'global',
    '  maxconn 5000',
    ...(statsSocket ? [`  stats socket ${statsSocket} mode 600 level admin`] : []),
    '',
    ...(containerDns ? ['resolvers containers', '  parse-resolv-conf', '  hold valid 10s', ''] : []),
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure empty-response response-timeout',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-request 20s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 120s',
    '  timeout tunnel 1h',
    '  timeout check 3s',
    '',
    'frontend web',
    `  bind ${bind}`,
    // Metrics are scraped from each instance directly, never through the public door.
    '  http-request deny deny_status 404 if { path /metrics } || { path_beg /metrics/ }',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  http-request set-priority-class int(-1) if METH_GET || METH_HEAD',
    '  use_backend streams if { path_end /events }',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    `  option httpchk GET ${healthPath}`,
    '  http-check expect status 200',
    `  default-server inter 1s fall 3 rise 1 maxconn ${REQUESTS_PER_INSTANCE}${resolve}`,
    ...backends.map((backend) => `  server ${backend.name} ${backend.address} check`),
    '',
    'backend streams',
    '  balance roundrobin',
    '  timeout server 1h',
    ...backends.map((backend) => `  server ${backend.name} ${backend.address} track app/${backend.name}${resolve}`),
    '',
  ].join('\n')
}

export interface RunningHaproxy {
  origin: string
  /** Its process id (the benches read its CPU time from /proc). */
  pid: number
  /** Requests each instance has received (from `show stat`) by its name, as ordinary requests or as event streams. */
  requestsByInstance(backend?: 'app' | 'streams'): Promise<Map<string, number>>
  /** Each instance's state as the health checks see it: UP, DOWN, … */
  statusByInstance(): Promise<Map<string, string>>
  stop(): void
}

/** Sends one command to the stats socket and returns the whole answer. */
function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const client = connect(socket, () => client.end(`${command}\n`))
    client.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    client.once('error', reject)
    client.once('close', () => resolve(answer))
  })
}

/** `show stat` as rows of a backend's servers: name → column → value. */
async function serverStats(socket: string, backend: string): Promise<Map<string, Record<string, string>>> {
  const [header = '', ...lines] = (await askSocket(socket, 'show stat')).trim().split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const rows = new Map<string, Record<string, string>>()
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((value, index) => [columns[index], value]))
    if (row.pxname === backend && row.svname !== 'BACKEND' && row.svname) rows.set(row.svname, row)
  }
  return rows
}

/**
 * The distribution's HAProxy (`apt-get install haproxy`) on 127.0.0.1 and a free port, in front of
 * `backends`, with its configuration in a temp folder; stopped by `stop()` and whenever this
 * process ends. Resolves once it listens (its health checks may not have passed yet).
 */
export async function startHaproxy({ backends, healthPath }: Pick<HaproxySettings, 'backends' | 'healthPath'>): Promise<RunningHaproxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roteiro-haproxy-'))
  const port = await freePort()
  const statsSocket = path.join(dir, 'stats.sock')
  const configFile = path.join(dir, 'haproxy.cfg')
  writeFileSync(configFile, haproxyConfig({ bind: `127.0.0.1:${port}`, backends, healthPath, statsSocket }))
  // -db: in the foreground, so it is our child and dies with us.
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = onExit(() => {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const listening = await askSocket(statsSocket, 'show info').then(
      (info) => info.includes('Pid:'),
      () => false,
    )
    if (listening) break
    if (child.exitCode !== null || Date.now() > deadline) {
      stop()
      throw new Error(`haproxy did not start (${child.exitCode === null ? 'no stats socket within 10 s' : `exit ${child.exitCode}`}):\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const column = async (name: string, backend = 'app') => new Map([...(await serverStats(statsSocket, backend))].map(([server, row]) => [server, row[name] ?? '']))
  return {
    origin,
    pid: child.pid!,
    requestsByInstance: async (backend = 'app') => new Map([...(await column('req_tot', backend))].map(([server, value]) => [server, Number(value)])),
    statusByInstance: () => column('status'),
    stop,
  }
}
