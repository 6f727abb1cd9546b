/**
 * `npm run validate`: the checks that need no database or browser, two at a time (the machine
 * has two cores), each one's output printed when it ends:
 * typecheck, lint, format, catalogs, the client's API types (fresh from the contract), knip, and the first-visit budget (which builds into
 * .tmp/validate-dist first).
 *
 * `npm run validate -- lint knip` runs only the named checks; `--without budget` leaves one out
 * (`npm test` does: its build stage checks the budget on the build it makes anyway).
 */
import path from 'node:path'
import { bold, dim, formatDuration, green, red } from './lib/console.ts'
import { capture } from './lib/processes.ts'

interface Check {
  key: string
  command: string[]
}

const bin = (name: string) => path.join('node_modules', '.bin', name)
const tsx = (script: string, ...args: string[]) => [process.execPath, '--import', 'tsx', script, ...args]
const budgetDist = path.join('.tmp', 'validate-dist')

/** Longest first, so the two slots end close together. */
const checks: Check[] = [
  { key: 'lint', command: [bin('eslint'), '.', '--cache', '--cache-strategy', 'content', '--cache-location', '.tmp/eslint-cache'] },
  {
    key: 'budget',
    command: ['sh', '-c', `${bin('vite')} build --manifest --outDir ${budgetDist} --emptyOutDir --logLevel error && ${tsx('scripts/check-budget.ts', budgetDist).join(' ')}`],
  },
  { key: 'format', command: [bin('prettier'), '--check', '.', '--cache', '--cache-location', '.tmp/prettier-cache', '--log-level', 'warn'] },
  // TypeScript 7's own binary: `.bin/tsc` could be TypeScript 6's, installed for typescript-eslint.
  { key: 'typecheck', command: [path.join('node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'] },
  { key: 'catalogs', command: tsx('scripts/check-catalogs.ts') },
  { key: 'api-types', command: tsx('scripts/api-types.ts', '--check') },
  { key: 'knip', command: [bin('knip'), '--no-progress'] },
]

function selectChecks(args: string[]): Check[] {
  const without = new Set<string>()
  const named: string[] = []
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--without') without.add(args[++index] ?? '')
    else named.push(args[index]!)
  }
  const unknown = [...named, ...without].filter((key) => !checks.some((check) => check.key === key))
  if (unknown.length > 0) {
    console.error(`Unknown check: ${unknown.join(', ')}. Checks: ${checks.map((check) => check.key).join(', ')}`)
    process.exit(2)
  }
  return checks.filter((check) => (named.length === 0 || named.includes(check.key)) && !without.has(check.key))
}

interface Result {
  check: Check
  code: number
  ms: number
}

async function runCheck(check: Check): Promise<Result> {
  const startedAt = performance.now()
  const [command, ...args] = check.command
  // The checks' output is captured (not a terminal): ask for colours only when ours is one.
  const { code, output } = await capture(command!, args, { env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env })
  const ms = performance.now() - startedAt
  const verdict = code === 0 ? green('ok') : red(`failed (exit code ${code})`)
  console.log(`\n${bold(`── ${check.key}`)} ${verdict} ${dim(`in ${formatDuration(ms)}  $ ${check.command.join(' ')}`)}`)
  if (output.trim()) console.log(output.trimEnd())
  return { check, code, ms }
}

async function main() {
  const selected = selectChecks(process.argv.slice(2))
  const queue = [...selected]
  const results: Result[] = []
  const startedAt = performance.now()
  const slot = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runCheck(check))
  }
  await Promise.all([slot(), slot()])
  console.log(`\n${bold('Validate')} ${dim(`(${formatDuration(performance.now() - startedAt)})`)}`)
  for (const { check, code, ms } of selected.map((check) => results.find((result) => result.check === check)!)) {
    console.log(`  ${code === 0 ? green('ok  ') : red('FAIL')} ${check.key.padEnd(10)} ${formatDuration(ms).padStart(10)}`)
  }
  if (results.some((result) => result.code !== 0)) process.exit(1)
}

await main()
