import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { dim, printNote, red } from '../lib/console.ts'
import { capture, runToFile } from '../lib/processes.ts'

/** Where the run's logs go (builds, compose, containers); kept after a failure to read. */
export const LOG_DIR = path.resolve('.tmp/container-test/logs')

/** A step failed: the message says what, and the log file's last lines say why. */
export class StepFailed extends Error {}

/** Runs a long command with its output in LOG_DIR/<name>.log; throws with the log's tail when it fails. */
export async function step(name: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  mkdirSync(LOG_DIR, { recursive: true })
  const logFile = path.join(LOG_DIR, `${name}.log`)
  const started = Date.now()
  printNote(`${name}: ${command} ${args.join(' ')}`)
  const code = await runToFile(command, args, logFile, { cwd: options.cwd, env: options.env ?? process.env })
  if (code !== 0) {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n')
    throw new StepFailed(`${name} failed (exit code ${code}); the end of ${logFile}:\n${dim(tail)}`)
  }
  printNote(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** Runs a short podman command and returns its output; throws when it fails. */
export async function podman(...args: string[]): Promise<string> {
  const { code, output } = await capture('podman', args)
  if (code !== 0) throw new StepFailed(`podman ${args.join(' ')} failed (exit code ${code}):\n${output}`)
  return output.trim()
}

export async function imageExists(name: string): Promise<boolean> {
  return (await capture('podman', ['image', 'exists', name])).code === 0
}

export function printFailure(error: unknown) {
  console.error(red(error instanceof StepFailed ? error.message : String(error instanceof Error ? error.stack : error)))
}
