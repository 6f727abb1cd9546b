import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

type Cleanup = () => void

const cleanups = new Set<Cleanup>()
let running: ChildProcess | undefined
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
    // Ctrl-C reaches the child through the terminal already; a plain `kill` of this process does not.
    running?.kill('SIGTERM')
    runCleanups()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}
process.on('exit', runCleanups)

/** Runs a command with the terminal as its output; resolves to its exit code (1 when it was killed). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    running = child
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (running === child) running = undefined
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Runs a command and collects its output; for short helper commands. */
export function capture(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

export const isRoot = () => process.getuid?.() === 0
