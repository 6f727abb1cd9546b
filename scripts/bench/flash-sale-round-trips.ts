/**
 * The flash-sale bench's counting step (scripts/bench/flash-sale.ts): a handful of orders of each
 * kind, one at a time, with PostgreSQL logging every statement, then the log read back
 * (pg-statement-log.ts). Logging is on for this step only, so it weighs on none of the timed ones.
 */
import { readFileSync, statSync } from 'node:fs'
import pg from 'pg'
import { orderRequest, type Buyer, type SaleItem } from './flash-sale-crowd.ts'
import { makeBuyers, openTrip } from './flash-sale-ledger.ts'
import type { Side } from './flash-sale-sides.ts'
import { LOG_LINE_PREFIX, markStatement, parseStatementLog, roundTripsByKind } from './pg-statement-log.ts'

/** Orders placed before logging starts: each instance's first orders (pool connections, caches) are not typical. */
const WARM_UP_ORDERS = 4
/** Longer than the readiness check's period (1 s), so the idle stretch shows each instance's background statements. */
const IDLE_MS = 2_500
/** After an answer, for what its server does after answering (publishing, mail) to land in its own stretch. */
const SETTLE_MS = 500
/** The counted orders' trip: far from sold out, as most orders of a sale are. */
const ROOMY_TRIP_SEATS = 1_000

export const ROUND_TRIP_KINDS = ['pix', 'card', 'replay', 'lastSeats', 'refusal'] as const
export type RoundTripKind = (typeof ROUND_TRIP_KINDS)[number]

const expected: Record<RoundTripKind, (status: number, errorCode: string | null) => boolean> = {
  pix: (status) => status === 201,
  card: (status) => status === 201,
  replay: (status) => status === 200,
  lastSeats: (status) => status === 201,
  refusal: (status, errorCode) => status === 409 && errorCode === 'order.sold_out',
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `perKind` placed Pix orders, each sent again with its key (a replay), and `perKind` placed card
 * orders, on a trip far from sold out (the usual order of a sale); then `perKind` Pix orders of
 * a trip's last seats, and `perKind` refusals once that trip is sold out.
 */
export async function countRoundTrips(side: Side, perKind: number): Promise<Map<string, number[]>> {
  const { db } = side.database
  const buyers = await makeBuyers(db, 'count', WARM_UP_ORDERS + 6 * perKind, Number.MAX_SAFE_INTEGER)
  const warmUp = await openTrip(db, 'count-warm-up', WARM_UP_ORDERS)
  for (const buyer of buyers.splice(0, WARM_UP_ORDERS)) await orderRequest(side.origin, warmUp, buyer)(performance.now())
  const item = await openTrip(db, 'count', ROOMY_TRIP_SEATS)
  const lastSeats = await openTrip(db, 'count-last-seats', perKind)
  const byMethod = (method: Buyer['method']) => buyers.filter((buyer) => buyer.method === method)
  const [pix, card] = [byMethod('pix'), byMethod('card')]

  // The bench's own connection, a superuser's: it turns logging on and off and sends the marks.
  const admin = new pg.Client({ connectionString: side.cluster.databaseUrl })
  await admin.connect()
  try {
    const logFrom = statSync(side.postgres.logFile).size
    await admin.query(`alter system set log_line_prefix = '${LOG_LINE_PREFIX}'`)
    await admin.query(`alter system set log_statement = 'all'`)
    await admin.query('select pg_reload_conf()')
    await sleep(500)
    await admin.query(markStatement('idle'))
    await sleep(IDLE_MS)

    const count = async (kind: RoundTripKind, index: number, send: (scheduledAt: number) => Promise<{ status: number; errorCode: string | null }>) => {
      await admin.query(markStatement(`${kind} ${index}`))
      const answer = await send(performance.now())
      if (!expected[kind](answer.status, answer.errorCode)) throw new Error(`counting round trips: a ${kind} request was answered ${answer.status} ${answer.errorCode ?? ''}`)
      await sleep(SETTLE_MS)
    }
    const request = (buyers: Buyer[], index: number, on: SaleItem = item) => orderRequest(side.origin, on, buyers[index]!)
    // Each instance places an order of the counted trip first (marked apart, not counted), as a
    // sale's orders come one after another.
    for (let index = 0; index < 2; index++) {
      await admin.query(markStatement(`warm ${index}`))
      await request(card, perKind + index)(performance.now())
    }
    for (let index = 0; index < perKind; index++) {
      const pixOrder = request(pix, index)
      await count('pix', index, pixOrder)
      await count('replay', index, pixOrder)
      await count('card', index, request(card, index))
    }
    for (let index = 0; index < perKind; index++) await count('lastSeats', index, request(pix, perKind + index, lastSeats))
    for (let index = 0; index < perKind; index++) await count('refusal', index, request(index % 2 ? card : pix, 2 * perKind + index, lastSeats))

    await admin.query(markStatement('end'))
    await admin.query('alter system reset log_statement')
    await admin.query('alter system reset log_line_prefix')
    await admin.query('select pg_reload_conf()')
    return roundTripsByKind(parseStatementLog(readFileSync(side.postgres.logFile).subarray(logFrom).toString('utf8')))
  } finally {
    await admin.end()
  }
}
