import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { startRealServer, type RealServer } from '../lib/real-server.ts'

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

export type RunningServer = RealServer

/**
 * The real server with the demo data as a first production start seeds it, serving
 * `<appDir>/dist`: the bench measures its own build without touching the repo's dist/ (which a
 * test run may be serving at the same moment).
 */
export const startServer = (appDir: string): Promise<RunningServer> =>
  startRealServer({
    cwd: appDir,
    env: { NODE_ENV: 'production', SEED_DEMO: 'true', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'files', SERVE_CLIENT: 'true', LOG_REQUESTS: 'false' },
  })

/**
 * The app folder a bench serves: `.tmp/bench`, after building the client into its dist/ (so the
 * figures describe the code as it is, and the repo's dist/ is left to whatever serves it), or
 * this checkout with `--no-build`.
 */
export async function buildForBench(args: string[], step: (text: string) => void): Promise<string> {
  if (args.includes('--no-build')) return process.cwd()
  const appDir = path.resolve('.tmp/bench')
  step('building (vite build --outDir .tmp/bench/dist)')
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', path.join(appDir, 'dist'), '--emptyOutDir'], { timeoutMs: 180_000 })
  return appDir
}
