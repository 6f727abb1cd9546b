import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { accessSync, closeSync, constants, openSync } from 'node:fs'

type Cleanup = () => void

const cleanups = new Set<Cleanup>()
const running = new Set<ChildProcess>()
let stopping = false

/**
 * Registers work that must happen however the run ends (a failure, Ctrl-C, a kill): stopping
 * the throwaway PostgreSQL server, for one. Cleanups run synchronously, so they also run from a
 * signal handler. Returns a function that runs the cleanup now and unregisters it.
 */
export function onExit(cleanup: Cleanup): () => void {
  cleanups.add(cleanup)
  return () => {
    if (cleanups.delete(cleanup)) cleanup()
  }
}

function runCleanups() {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup)
    try {
      cleanup()
    } catch (error) {
      console.error(error)
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.error(`\nReceived ${signal}: stopping.`)
    // Ctrl-C reaches the child through the terminal already; a plain `kill` of this process does
    // not. SIGINT, so that Playwright stops its web server too.
    for (const child of running) child.kill('SIGINT')
    runCleanups()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}
process.on('exit', runCleanups)

/** Runs a command with the terminal as its output; resolves to its exit code (1 when it was killed). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    running.add(child)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * Runs a command with its output (stdout and stderr, in order) written to `logFile` instead of
 * the terminal: for commands that run beside others. Resolves to the exit code.
 */
export function runToFile(command: string, args: string[], logFile: string, options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = openSync(logFile, 'w')
    // Stopped with SIGINT, as Ctrl-C would: Playwright then stops its web server, which SIGTERM
    // leaves running on its port for the next run to find taken.
    const child = spawn(command, args, { killSignal: 'SIGINT', ...options, stdio: ['ignore', log, log] })
    running.add(child)
    child.once('error', (error) => {
      // An abort (options.signal) kills the child: its exit, below, resolves the run.
      if (error.name === 'AbortError') return
      running.delete(child)
      closeSync(log)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      running.delete(child)
      closeSync(log)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Runs a command and collects its output (`output` with stderr interleaved, `stdout` alone to parse); for short helper commands. */
export function capture(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      stdout += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code: code ?? 1, output, stdout }))
  })
}

export const isRoot = () => process.getuid?.() === 0

/** Whether `file` exists and this process may run it. */
export const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
