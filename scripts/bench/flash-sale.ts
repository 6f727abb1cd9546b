/**
 * The flash sale (issue 16): `npm run bench -- flash-sale`. The production topology of
 * docs/DEPLOY.md (scripts/lib/cluster.ts: two instances on one PostgreSQL behind HAProxy, with the
 * demo catalogue); a trip with 300 seats; 2,000 signed-in buyers (made straight in the database)
 * order one seat each all at once through the load balancer, Pix and card alternately, each
 * with its Idempotency-Key, every tenth sending its order twice; the sandbox control pays each Pix
 * order as it is placed (its webhook marks it paid); visitors read the catalogue 20 times a second
 * meanwhile. It must sell the 300 seats exactly, lose and duplicate no order and answer no 5xx.
 *
 * Database round trips: PostgreSQL counts the statements it runs (pg_stat_statements); each is one
 * round trip from node-postgres, BEGIN and COMMIT included. Counted twice: for 50 orders placed
 * one after another before the sale with nothing else running (the cost of an order), and for the
 * whole sale divided by the orders it placed (refusals, repeats, payments and browsing included).
 *
 * Options: --buyers=N (2000), --seats=N (300), --browse=N (catalogue requests a second, 20),
 * --no-write (print only; otherwise written into docs/PERFORMANCE.md). Ends with 1 when it failed.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPostgres } from '../../src/server/db/client.ts'
import { startCluster } from '../lib/cluster.ts'
import { formatDuration } from '../lib/console.ts'
import { startThrowawayPostgres } from '../lib/postgres.ts'
import { findPostgresBin } from '../lib/system-packages.ts'
import { writeMarkedSection } from './doc-section.ts'
import { browseCatalogue, buy, pixPayer, type Buyer, type SaleItem } from './flash-sale-crowd.ts'
import { adminToken, enableStatementCounts, makeBuyers, openTrip, readLedger, resetStatements, statementsSinceReset } from './flash-sale-ledger.ts'
import { summariseSale } from './flash-sale-report.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const flashSaleUsage = 'usage: npm run bench -- flash-sale [--buyers=N] [--seats=N] [--browse=N] [--no-write]'
const CALIBRATION_ORDERS = 50
const RETRY_EVERY = 10

interface SaleOptions {
  buyers: number
  seats: number
  browsePerSecond: number
  write: boolean
}

function parseOptions(args: string[]): SaleOptions | string {
  const unknown = args.filter((arg) => !/^--(no-write|(buyers|seats|browse)=[1-9]\d*)$/.test(arg))
  if (unknown.length > 0) return `bench flash-sale: unknown option ${unknown.join(' ')}\n${flashSaleUsage}`
  const number = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
  return { buyers: number('buyers', 2000), seats: number('seats', 300), browsePerSecond: number('browse', 20), write: !args.includes('--no-write') }
}

/** Orders placed one at a time with nothing else running: the statements one order costs. */
async function statementsPerOrder(origin: string, item: SaleItem, buyers: Buyer[], count: (reset: boolean) => Promise<number>): Promise<number> {
  await count(true)
  for (const buyer of buyers) await buy(origin, item, { ...buyer, retriesAnyway: false }, () => {})
  return (await count(false)) / buyers.length
}

export async function runFlashSaleBench(args: string[]): Promise<number> {
  const options = parseOptions(args)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const binDir = findPostgresBin()
  if (!binDir) {
    console.error('bench flash-sale: PostgreSQL is not installed here (apt-get install postgresql)')
    return 1
  }
  const step = (text: string) => console.info(`bench: ${text}`)
  const loadAtStart = os.loadavg()[0]!.toFixed(2)
  step('starting a throwaway PostgreSQL (with pg_stat_statements), two instances with the demo data, and HAProxy')
  const postgres = await startThrowawayPostgres(binDir, { settings: ['shared_preload_libraries=pg_stat_statements'] })
  try {
    const cluster = await startCluster({ adminUrl: postgres.url, seedDemo: true })
    const database = openPostgres(cluster.databaseUrl)
    try {
      const { db } = database
      await enableStatementCounts(db)
      const count = async (reset: boolean) => (reset ? (await resetStatements(db), 0) : statementsSinceReset(db))
      step(`making ${options.buyers} signed-in buyers (and ${CALIBRATION_ORDERS} more to measure one order's statements)`)
      const everyone = await makeBuyers(db, options.buyers + CALIBRATION_ORDERS, RETRY_EVERY)
      const buyers = everyone.slice(0, options.buyers)
      const payPix = pixPayer(cluster.origin, await adminToken(db))

      step(`${CALIBRATION_ORDERS} orders one after another, nothing else running`)
      const perOrderAlone = await statementsPerOrder(cluster.origin, await openTrip(db, 'warm-up', CALIBRATION_ORDERS), everyone.slice(options.buyers), count)

      const sale = await openTrip(db, 'reveillon', options.seats)
      const page = (await (await fetch(`${cluster.origin}/api/trips?pageSize=10`)).json()) as { items: { slug: string }[] }
      step(`the sale: ${options.buyers} buyers at once for ${options.seats} seats, the catalogue read ${options.browsePerSecond} times a second`)
      await count(true)
      const browsing = browseCatalogue(
        cluster.origin,
        page.items.map((trip) => trip.slug),
        options.browsePerSecond,
      )
      const started = performance.now()
      const purchases = await Promise.all(buyers.map((buyer) => buy(cluster.origin, sale, buyer, (code, who) => who.method === 'pix' && payPix.pay(code))))
      const payments = await payPix.done()
      const saleMs = performance.now() - started
      const browsed = await browsing.stop()
      const statements = await count(false)

      const summary = summariseSale({ seats: options.seats, purchases, payments, browsed, ledger: await readLedger(db, sale), statements, perOrderAlone, saleMs })
      const command = `npm run bench -- flash-sale${args.length ? ` ${args.join(' ')}` : ''}`
      const context = `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${command}\` on ${os.cpus().length} CPUs, load average ${loadAtStart} at the start, Node ${process.version}, the sale took ${formatDuration(saleMs)}: ${summary.passed ? '**held**' : '**FAILED**'}.`
      const section = `${context}\n\n${summary.table}`
      console.info(`\n${section}\n`)
      if (options.write) {
        await writeMarkedSection(
          path.join(repo, 'docs/PERFORMANCE.md'),
          {
            name: 'flash-sale-bench',
            note: 'generated by `npm run bench -- flash-sale` (scripts/bench/flash-sale.ts); rewritten on each run',
            heading: 'Flash sale on two instances (issue 16)',
          },
          section,
        )
        console.info('Written to docs/PERFORMANCE.md')
      }
      return summary.passed ? 0 : 1
    } finally {
      await database.close()
      await cluster.stop()
    }
  } finally {
    postgres.stop()
  }
}
