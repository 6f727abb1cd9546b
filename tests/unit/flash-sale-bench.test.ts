import { expect, test } from 'vitest'
import { classify } from '../../scripts/bench/flash-sale-report.ts'
import type { Answer, Purchase } from '../../scripts/bench/flash-sale-crowd.ts'
import { kneeRate, saturationRate, summariseLatencies } from '../../scripts/bench/latency.ts'
import { poissonArrivals, runOnSchedule, seededRandom } from '../../scripts/bench/open-loop.ts'
import { markStatement, parseStatementLog, roundTripsByKind } from '../../scripts/bench/pg-statement-log.ts'
import { parseProcStat } from '../../scripts/bench/proc-cpu.ts'

// The pure parts of the open-loop flash-sale bench (scripts/bench/flash-sale.ts).

test('Poisson arrivals: as many as the rate says, exponential gaps, inside the window, the same for the same seed', () => {
  const arrivals = poissonArrivals(100, 60, seededRandom(7))
  // 6,000 expected, standard deviation √6000 ≈ 77: four of them either side.
  expect(arrivals.length).toBeGreaterThan(6000 - 4 * 77)
  expect(arrivals.length).toBeLessThan(6000 + 4 * 77)
  expect(arrivals[0]).toBeGreaterThanOrEqual(0)
  expect(arrivals.at(-1)).toBeLessThan(60_000)
  const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!)
  expect(gaps.every((gap) => gap >= 0)).toBe(true)
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length
  const deviation = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length)
  expect(mean).toBeCloseTo(10, 0)
  // An exponential's deviation equals its mean (evenly spaced arrivals would have none).
  expect(deviation / mean).toBeGreaterThan(0.9)
  expect(deviation / mean).toBeLessThan(1.1)

  expect(poissonArrivals(100, 60, seededRandom(7))).toEqual(arrivals)
  expect(poissonArrivals(100, 60, seededRandom(8))).not.toEqual(arrivals)
})

test('runOnSchedule starts each request at its own time, whatever the earlier ones take', async () => {
  const events: string[] = []
  const { results } = await runOnSchedule([0, 5, 10], async (index, scheduledAt) => {
    events.push(`start ${index}`)
    // The first answer is slow: the later requests must not wait for it.
    await new Promise((resolve) => setTimeout(resolve, index === 0 ? 300 : 0))
    events.push(`end ${index}`)
    return scheduledAt
  })
  expect(events.indexOf('start 2')).toBeLessThan(events.indexOf('end 0'))
  // Latency counts from the scheduled start: the times handed over are the schedule's, exactly.
  expect(results.map((at) => at - results[0]!)).toEqual([0, 5, 10])
})

test('latencies: nearest-rank p50, p90, p99 and max, whatever the order', () => {
  const ms = Array.from({ length: 100 }, (_, index) => 100 - index)
  expect(summariseLatencies(ms)).toEqual({ count: 100, p50: 50, p90: 90, p99: 99, max: 100 })
  expect(summariseLatencies([7])).toEqual({ count: 1, p50: 7, p90: 7, p99: 7, max: 7 })
  expect(summariseLatencies([]).count).toBe(0)
  expect(summariseLatencies([]).p99).toBeNaN()
})

test('the knee is the last rate before the p99 doubles; the saturation rate the last whose p99 stays under the bound with nothing failed', () => {
  const curve = [
    { rate: 100, p99: 60, errors: 0 },
    { rate: 25, p99: 40, errors: 0 },
    { rate: 50, p99: 45, errors: 0 },
    { rate: 150, p99: 180, errors: 0 },
    { rate: 200, p99: 900, errors: 0 },
  ]
  expect(kneeRate(curve)).toEqual({ rate: 100, bent: true })
  expect(saturationRate(curve, 200)).toBe(150)
  expect(saturationRate(curve, 50)).toBe(50)
  // A failed request at 150 ends the run there, even with a fast p99.
  expect(
    saturationRate(
      curve.map((point) => (point.rate === 150 ? { ...point, errors: 1 } : point)),
      200,
    ),
  ).toBe(100)
  expect(saturationRate(curve, 30)).toBeNull()
  // A flat curve: the knee lies beyond the sweep.
  expect(kneeRate(curve.slice(0, 3))).toEqual({ rate: 100, bent: false })
})

// Lines as PostgreSQL 15 writes them with log_statement = all and log_line_prefix '%m [%p] '.
const log = [
  '2026-11-27 18:05:36.530 UTC [11445] LOG:  parameter "log_statement" changed to "all"',
  '2026-11-27 18:05:36.742 UTC [11486] LOG:  statement: select 1',
  `2026-11-27 18:05:37.032 UTC [11497] LOG:  statement: ${markStatement('idle')}`,
  '2026-11-27 18:05:37.214 UTC [11490] LOG:  statement: select 1',
  `2026-11-27 18:05:39.533 UTC [11497] LOG:  statement: ${markStatement('pix 0')}`,
  '2026-11-27 18:05:39.538 UTC [11486] LOG:  execute <unnamed>: select "users"."id" from "sessions"',
  `2026-11-27 18:05:39.538 UTC [11486] DETAIL:  parameters: $1 = '75c2', $2 = '2026-11-27 18:05:39.537+00'`,
  '2026-11-27 18:05:39.539 UTC [11486] LOG:  statement: begin',
  '2026-11-27 18:05:39.541 UTC [11486] LOG:  execute <unnamed>: insert into "orders" ("id", "code")',
  '\tvalues ($1, $2)',
  '2026-11-27 18:05:39.556 UTC [11486] LOG:  statement: commit',
  '2026-11-27 18:05:39.558 UTC [11494] LOG:  execute s1: SELECT pg_notify($1, $2)',
  '2026-11-27 18:05:39.756 UTC [11495] LOG:  statement: select 1',
  `2026-11-27 18:05:39.879 UTC [11497] LOG:  statement: ${markStatement('refusal 0')}`,
  '2026-11-27 18:05:39.884 UTC [11490] LOG:  execute <unnamed>: select "users"."id" from "sessions"',
  '2026-11-27 18:05:39.885 UTC [11490] ERROR:  canceling statement due to user request',
  `2026-11-27 18:05:39.887 UTC [11490] STATEMENT:  select "seats_left" from "trips"`,
  '2026-11-27 18:05:39.889 UTC [11497] LOG:  statement: select now()',
  `2026-11-27 18:05:40.196 UTC [11497] LOG:  statement: ${markStatement('pix 1')}`,
  '2026-11-27 18:05:40.199 UTC [11495] LOG:  statement: begin',
  '2026-11-27 18:05:40.200 UTC [11495] LOG:  statement: commit',
  `2026-11-27 18:05:41.000 UTC [11497] LOG:  statement: ${markStatement('end')}`,
  '2026-11-27 18:05:41.001 UTC [11490] LOG:  statement: select 1',
  '',
].join('\n')

test('the statement log: one statement per logged statement or execute, a statement over several lines kept whole', () => {
  const statements = parseStatementLog(log)
  expect(statements).toHaveLength(18)
  expect(statements[6]).toEqual({ pid: 11486, text: 'insert into "orders" ("id", "code")\n\tvalues ($1, $2)' })
  expect(statements.some((statement) => statement.text.includes('seats_left') || statement.text.includes('parameters'))).toBe(false)
})

test('round trips by kind: the statements between marks, less the idle stretch`s and the marking connection`s', () => {
  expect(roundTripsByKind(parseStatementLog(log))).toEqual(
    new Map([
      // session lookup, begin, insert, commit, notify (select 1 is the readiness check: idle has it)
      ['pix', [5, 2]],
      // the session lookup; the bench's own `select now()` is not the server's
      ['refusal', [1]],
    ]),
  )
})

test('/proc/<pid>/stat: own and reaped children`s CPU ticks, a name with spaces and parentheses', () => {
  const line = '4242 (postgres: a (b) c) S 11445 4242 4242 0 -1 4194560 300 0 0 0 17 5 40 2 20 0 1 0 123 456 789'
  expect(parseProcStat(line)).toEqual({ ppid: 11445, ownTicks: 22, childrenTicks: 42 })
})

const answer = (status: number, errorCode: string | null = null, ms = 10): Answer => ({ status, errorCode, ms })
const purchase = (first: Answer, replay: Answer | null = null): Purchase => ({
  buyer: { token: 't', method: 'pix', retriesAnyway: !!replay },
  first,
  replay,
  code: null,
  replayDiffered: false,
})

test('a step`s answers: placed, refused as sold out, replays and failures apart', () => {
  const answers = classify([
    purchase(answer(201, null, 30), answer(200, null, 5)),
    purchase(answer(201, null, 40)),
    purchase(answer(409, 'order.sold_out', 8)),
    purchase(answer(409, 'order.pending_limit')),
    purchase(answer(503), answer(0)),
    purchase(answer(0)),
  ])
  expect(answers).toMatchObject({ requests: 8, serverErrors: 1, noAnswer: 2, other: 1 })
  expect(answers.placed).toMatchObject({ count: 2, max: 40 })
  expect(answers.refused).toMatchObject({ count: 1, max: 8 })
  expect(answers.replays).toMatchObject({ count: 1, max: 5 })
})
