import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Runs a bench server script (scripts/bench/*-server.ts) in a process of its own, so the load
 * generator does not share its event loop, and waits for the one JSON line it prints when it
 * listens (its port and whatever the bench needs). `stop` ends it (SIGTERM, then SIGKILL).
 */
export async function startBenchServer<T extends { port: number }>(script: string, args: string[], { startTimeoutMs = 90_000, nodeOptions = '' } = {}) {
  const child = spawn(
    process.execPath,
    [
      ...(nodeOptions ? nodeOptions.split(' ') : []),
      '--import',
      pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href,
      path.join(repo, 'scripts/bench', script),
      ...args,
    ],
    {
      cwd: repo,
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const ready = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), startTimeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      // Its own line, not one of the app's JSON log lines (those have a level).
      const line = output.split('\n').find((text) => text.startsWith('{') && !text.startsWith('{"level":'))
      if (line) {
        clearTimeout(timer)
        resolve(JSON.parse(line) as T)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)))
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
