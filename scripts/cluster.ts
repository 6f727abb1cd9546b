/**
 * `npm run cluster`: the production topology on this machine, until Ctrl-C (docs/DEPLOY.md): a
 * throwaway PostgreSQL, N instances of the real server (2 by default) with the demo data, and
 * HAProxy in front. Builds the client first into .tmp/cluster/dist (the repo's dist/ is left
 * alone); `--no-build` serves the existing dist/ instead.
 *
 * Options: --instances=N, --no-build.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { startCluster } from './lib/cluster.ts'
import { bold, dim } from './lib/console.ts'
import { run } from './lib/processes.ts'

const usage = 'usage: npm run cluster [-- --instances=N] [--no-build]'
const args = process.argv.slice(2)
const unknown = args.filter((arg) => !/^--(no-build|instances=[1-9]\d*)$/.test(arg))
if (unknown.length > 0) {
  console.error(`cluster: unknown option ${unknown.join(' ')}\n${usage}`)
  process.exit(2)
}
const instances = Number(args.find((arg) => arg.startsWith('--instances='))?.split('=')[1] ?? 2)
const appDir = args.includes('--no-build') ? process.cwd() : path.resolve('.tmp/cluster')

if (appDir === process.cwd()) {
  if (!existsSync('dist/index.html')) throw new Error('--no-build: there is no dist/index.html to serve; run `npm run build` first')
} else if ((await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', path.join(appDir, 'dist'), '--emptyOutDir'])) !== 0) {
  process.exit(1)
}

console.info(`cluster: starting PostgreSQL, ${instances} instances and HAProxy`)
const cluster = await startCluster({ instances, appDir, seedDemo: true })
console.info(`\n${bold(`Roteiro behind HAProxy: ${cluster.origin}`)}`)
cluster.instances.forEach((instance, index) => console.info(`  instance app${index + 1}: ${instance.origin}`))
console.info(`  PostgreSQL: ${cluster.databaseUrl}`)
console.info(`  mails (sign-in codes): ${cluster.mailDir}`)
console.info(dim('  demo accounts: docs/AUTH.md. Ctrl-C stops everything and deletes its data.'))
