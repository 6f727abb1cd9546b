import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'

/** A port nobody listens on now, on the loopback interface only. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const running = new Set<ChildProcess>()

/**
 * Asks a child to stop with SIGINT (Lighthouse's Chrome launcher closes its Chrome on SIGINT,
 * which SIGKILL would orphan), then kills it if it is still there after 5 s.
 */
function interrupt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGINT')
  })
}

/** Stops whatever `run` started and has not ended (for the watchdog and Ctrl-C). */
export const stopRunning = () => Promise.all([...running].map(interrupt)).then(() => undefined)

/** Runs a command to its end, stopping it after `timeoutMs`; returns what it printed. */
export function run(command: string, args: string[], { timeoutMs, env }: { timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    running.add(child)
    let output = ''
    let timedOut = false
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => {
      timedOut = true
      void interrupt(child)
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      running.delete(child)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      running.delete(child)
      const what = `${command} ${args.join(' ')}`
      if (timedOut) reject(new Error(`${what} took longer than ${timeoutMs / 1000} s\n${output.slice(-2000)}`))
      else if (code === 0) resolve(output)
      else reject(new Error(`${what} exited with ${code}\n${output.slice(-4000)}`))
    })
  })
}

export interface RunningServer {
  origin: string
  /** Its DATA_DIR (the file mailer writes under `mail/`). */
  dataDir: string
  stop: () => Promise<void>
}

/**
 * The real server (`src/server/main.ts`, as `npm start` runs it) listening on 127.0.0.1 only, with
 * a fresh data folder: it migrates the embedded PGlite database and seeds the demo data as a first
 * start does. It serves `<appDir>/dist`: the server reads its client from `dist` under its working
 * directory, so the bench can measure its own build without touching the repo's dist/ (which a
 * test run may be serving at the same moment). The data folder is removed when the server stops.
 */
export async function startServer(appDir: string): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-bench-'))
  const repo = process.cwd()
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href, path.join(repo, 'src/server/main.ts')],
    {
      cwd: appDir,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.json'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        SERVE_CLIENT: 'true',
        LOG_REQUESTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killed = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])
      if (!killed) {
        child.kill('SIGKILL')
        await exited
      }
    }
    await rm(dataDir, { recursive: true, force: true })
  }

  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) return { origin, dataDir, stop }
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  const why = child.exitCode !== null ? `exited with ${child.exitCode}` : 'did not answer /api/health within 90 s'
  await stop()
  throw new Error(`the server ${why}\n${log.slice(-4000)}`)
}
