/**
 * `npm run bench`: builds the app (always, so the figures describe the code as it is) into
 * .tmp/bench/dist, leaving the repo's dist/ alone (`--no-build` measures dist/ instead), starts
 * the real server on 127.0.0.1 with a fresh embedded database, measures
 * the first-visit JavaScript, the precache, the trip list API under load and Lighthouse mobile,
 * then the checkout (orders.ts) and the admin lists (admin.ts) on servers of their own, prints
 * the figures and writes them into docs/PERFORMANCE.md.
 *
 * Options: --no-build, --runs=N (Lighthouse runs per page, median kept; default 3), --no-write,
 * --web-only (the first visits and Lighthouse only: no precache, offline, API or orders figures;
 * it prints and never writes, since the section it would write needs them all).
 * `npm run bench -- race [options]` runs only the oversell race (race.ts) and takes its own options;
 * `npm run bench -- flash-sale [options]` only the flash sale on two instances (flash-sale.ts);
 * `npm run bench -- catalogue [options]` only the catalogue reads against the health check (catalogue.ts);
 * `npm run bench -- external-form [options]` only how soon a payment link's form is usable (external-form.ts);
 * `npm run bench -- streams [options]` only the open events streams an instance holds (streams.ts);
 * `npm run bench -- offline-ready [options]` only how soon a first visit works offline (offline-ready.ts).
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureAdminLists, renderAdminLists, writeAdminLists } from './admin.ts'
import { measureApiLoad } from './api-load.ts'
import { catalogueUsage, runCatalogueBench } from './catalogue.ts'
import { chromiumVersion } from './chromium.ts'
import { externalFormUsage, runExternalFormBench } from './external-form.ts'
import { measureFirstVisits } from './first-visit.ts'
import { pickPaymentLink } from './payment-link.ts'
import { runLighthouse, type LighthouseRun } from './lighthouse.ts'
import { measureOfflineVisits, renderOfflineResults } from './offline.ts'
import { offlineReadyUsage, runOfflineReadyBench } from './offline-ready.ts'
import { measureAllOrders, renderOrders, writeOrders } from './orders.ts'
import { measurePrecache } from './precache.ts'
import { flashSaleUsage, runFlashSaleBench } from './flash-sale.ts'
import { raceUsage, runRaceBench } from './race.ts'
import { revisionOf } from './revision.ts'
import { runStreamsBench, streamsUsage } from './streams.ts'
import { renderResults, renderWebResults, writeResults } from './report.ts'
import { run, startServer, stopRunning, type RunningServer } from './server.ts'

const WHOLE_RUN_LIMIT_MS = 15 * 60_000

const args = process.argv.slice(2)
if (args[0] === 'race') process.exit(await runRaceBench(args.slice(1)))
if (args[0] === 'flash-sale') process.exit(await runFlashSaleBench(args.slice(1)))
if (args[0] === 'catalogue') process.exit(await runCatalogueBench(args.slice(1)))
if (args[0] === 'streams') process.exit(await runStreamsBench(args.slice(1)))
if (args[0] === 'external-form') process.exit(await runExternalFormBench(args.slice(1)))
if (args[0] === 'offline-ready') process.exit(await runOfflineReadyBench(args.slice(1)))
const usage = [
  'usage: npm run bench [-- --no-build] [--runs=N] [--no-write] [--web-only]',
  ...[raceUsage, flashSaleUsage, catalogueUsage, externalFormUsage, offlineReadyUsage, streamsUsage].map((text) => text.replace('usage: ', '')),
].join('\n       ')
if (args.includes('--help')) {
  console.info(usage)
  process.exit(0)
}
const unknownArgs = args.filter((arg) => !/^--(no-build|no-write|web-only|runs=\d+)$/.test(arg))
if (unknownArgs.length > 0) {
  console.error(`bench: unknown option ${unknownArgs.join(' ')}\n${usage}`)
  process.exit(2)
}
const skipBuild = args.includes('--no-build')
const webOnly = args.includes('--web-only')
const write = !args.includes('--no-write') && !webOnly
const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3)
const docPath = path.resolve('docs/PERFORMANCE.md')
const reportDir = path.resolve('.tmp/bench')
/** The server serves `dist` under its working directory: the repo itself, or the bench's own folder. */
const appDir = skipBuild ? process.cwd() : reportDir
const distDir = path.join(appDir, 'dist')

let server: RunningServer | undefined

/** Stops the children (a build, a Lighthouse and its Chrome) and the server, then ends with `code`. */
let aborting = false
const abort = (code: number) => {
  if (aborting) return
  aborting = true
  void Promise.allSettled([stopRunning(), server?.stop()]).finally(() => process.exit(code))
}

// Whatever hangs, the bench stops what it started and ends.
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${WHOLE_RUN_LIMIT_MS / 60_000} minutes, giving up`)
  abort(2)
}, WHOLE_RUN_LIMIT_MS)
watchdog.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(130))

const step = (text: string) => console.info(`bench: ${text}`)

const revision = () => revisionOf(process.cwd())

async function pickTrip(origin: string): Promise<string> {
  for (const query of ['featured=true&pageSize=1', 'pageSize=1']) {
    const page = (await (await fetch(`${origin}/api/trips?${query}`)).json()) as { items: { slug: string }[] }
    const trip = page.items[0]
    if (trip) return `/trip/${trip.slug}`
  }
  throw new Error('the demo data holds no trip to measure')
}

async function main() {
  // Other work on the machine skews every figure here, the API's most; the report says how busy it was.
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  let built: string
  if (skipBuild) {
    if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('--no-build: there is no dist/index.html to measure; run `npx vite build` first')
    built = 'The existing dist/ was measured (--no-build).'
  } else {
    step(`building (vite build --outDir ${path.relative(process.cwd(), distDir)})`)
    const started = Date.now()
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir'], { timeoutMs: 180_000 })
    built = `Built fresh by the bench (vite build, ${((Date.now() - started) / 1000).toFixed(1)} s).`
  }

  step('starting the server on 127.0.0.1 with a fresh data folder')
  server = await startServer(appDir)
  try {
    const tripPath = await pickTrip(server.origin)

    // The payment link a customer opens from WhatsApp on a phone (issue 13): the same budget.
    const linkPath = await pickPaymentLink(server.origin, server.dataDir)
    const visited = ['/', tripPath, ...(linkPath ? [linkPath] : [])]
    step(`first visits: ${visited.join(', ')}`)
    const firstVisits = await measureFirstVisits(server.origin, visited)

    const lighthouse: LighthouseRun[] = []
    const measureLighthouse = async () => {
      for (const pagePath of ['/', tripPath]) {
        step(`Lighthouse mobile ${pagePath} (${runs} run${runs === 1 ? '' : 's'})`)
        lighthouse.push(await runLighthouse(server!.origin, pagePath, { runs, reportDir }))
      }
    }
    if (webOnly) {
      await measureLighthouse()
      console.info(
        `\n${renderWebResults({ machine: `load average ${loadAtStart} at the start`, revision: revision(), tripPath, firstVisits, lighthouse, lighthouseRuns: runs })}\n`,
      )
      console.info(`Lighthouse reports: ${reportDir}`)
      return
    }

    step('precache')
    const precache = await measurePrecache(distDir)

    step(`offline repeat visits: / and ${tripPath}`)
    const offline = await measureOfflineVisits(server.origin, ['/', tripPath])

    await measureLighthouse()

    step('GET /api/trips under load (10 connections, 10 s after a 2 s warm-up)')
    const api = await measureApiLoad(server.origin, '/api/trips')

    const section = renderResults({
      date: new Date(),
      command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
      machine: `${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${loadAtStart} at the start, Node ${process.version}, ${chromiumVersion()}`,
      revision: revision(),
      built,
      tripPath,
      firstVisits,
      precache,
      api,
      lighthouse,
      lighthouseRuns: runs,
    })
    const report = `${section}\n\n${renderOfflineResults(offline)}`
    console.info(`\n${report}\n`)
    console.info(`Lighthouse reports: ${reportDir}`)
    if (write) {
      await writeResults(docPath, report)
      console.info(`Written to ${path.relative(process.cwd(), docPath)}`)
    }
  } finally {
    await server.stop()
    server = undefined
  }
  if (webOnly) return

  // POST /api/orders on PGlite and PostgreSQL, each on a server of its own (scripts/bench/orders.ts).
  const orders = renderOrders(
    await measureAllOrders(step),
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench\` on ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} before the run, Node ${process.version}, at ${revision()}.`,
  )
  console.info(`\n${orders}\n`)
  if (write) await writeOrders(docPath, orders)

  // The admin lists with 500 trips and 10,000 orders on a throwaway PostgreSQL (scripts/bench/admin.ts).
  const admin = renderAdminLists(
    await measureAdminLists(step),
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench\` on ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} before the run, Node ${process.version}, at ${revision()}.`,
  )
  console.info(`\n${admin}\n`)
  if (write) await writeAdminLists(docPath, admin)
}

main().then(
  () => {
    clearTimeout(watchdog)
    process.exit(0)
  },
  (error: unknown) => {
    if (aborting) return
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    abort(1)
  },
)
