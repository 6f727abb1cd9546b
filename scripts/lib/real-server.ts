import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { freePort } from './free-port.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface RealServer {
  origin: string
  /** Its DATA_DIR: the embedded database, uploads, and the file mailer's `mail/`. */
  dataDir: string
  /** Where it writes each mail as an .eml file (no SMTP_URL). */
  mailDir: string
  /** Its process id: its database connections are named after it (db/client.ts); the benches read its CPU time from /proc. */
  pid: number
  /** Sends the process a signal (SIGTERM: a graceful shutdown) without waiting for it. */
  signal: (signal: NodeJS.Signals) => void
  /** Its exit code once it ended (null when a signal killed it). */
  exited: Promise<number | null>
  stop: () => Promise<void>
  /** Ends it at once with SIGKILL, as a crash would (its data folder stays until `stop`). */
  kill: () => Promise<void>
}

export interface RealServerOptions {
  /** Its working directory: it serves the client from `<cwd>/dist` (another build, another deploy). */
  cwd?: string
  /** A fixed port (a redeploy keeps its address); a free one otherwise. */
  port?: number
  /** A data folder to keep across a restart; a fresh one, removed on `stop`, otherwise. */
  dataDir?: string
  env?: Record<string, string>
  /** Another checkout whose server to run (a bench's figure before a change); this one by default. */
  checkout?: string
  /** A file that gets everything it prints; otherwise only the end of it is kept, for the error when it does not start. */
  logFile?: string
}

/**
 * The real server (`src/server/main.ts`, as `npm start` runs it) on 127.0.0.1, for the benches and
 * for the tests that need a server of their own settings. It gets no DATABASE_URL or SMTP_URL from
 * the caller: the embedded database in its data folder, and mails as files. Resolves once
 * /api/health answers.
 */
export async function startRealServer({ checkout = repo, cwd = checkout, port, dataDir, env = {}, logFile }: RealServerOptions = {}): Promise<RealServer> {
  const listenOn = port ?? (await freePort())
  const origin = `http://127.0.0.1:${listenOn}`
  const ownDataDir = dataDir === undefined
  const data = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'roteiro-server-')))
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(checkout, 'node_modules/tsx/dist/loader.mjs')).href, path.join(checkout, 'src/server/main.ts')], {
    cwd,
    env: {
      ...inherited,
      TSX_TSCONFIG_PATH: path.join(checkout, 'tsconfig.json'),
      NODE_ENV: 'test',
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The end of what it printed, for the error when it does not start.
  let log = ''
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  if (logFile) {
    const file = createWriteStream(logFile)
    child.stdout.pipe(file, { end: false })
    child.stderr.pipe(file, { end: false })
    child.once('exit', () => file.end())
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(forced)
    }
    if (ownDataDir) await rm(data, { recursive: true, force: true })
  }

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }

  const deadline = Date.now() + 90_000
  while (child.exitCode === null && Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { origin, pid: child.pid!, dataDir: data, mailDir: path.join(data, 'mail'), signal: (signal) => child.kill(signal), exited, stop, kill }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const why = child.exitCode !== null ? `exited with ${child.exitCode}` : 'did not answer /api/health within 90 s'
  await stop()
  throw new Error(`the server on ${origin} ${why}\n${log.slice(-4_000)}`)
}
