import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')

/**
 * Runs `scripts/<name>.ts` as `npm run <name>` would (a child process from the repository's root),
 * with this process's environment minus `unset`, plus `env`. Its exit code and its output, both streams.
 */
export async function runScript(name: string, args: string[], { env = {}, unset = [] }: { env?: Record<string, string>; unset?: string[] } = {}) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !unset.includes(key)))
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: root,
      env: { ...inherited, NO_COLOR: '1', ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, output: stdout + stderr }
  }
}
