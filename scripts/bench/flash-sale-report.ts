/**
 * The flash-sale bench's report (scripts/bench/flash-sale.ts): the round trips counted, the flash
 * sale, and the sweep's latency-versus-rate curve with its knee and saturation rate, one column
 * (or row) per side.
 */
import type { Purchase } from './flash-sale-crowd.ts'
import type { LoadStepResult } from './flash-sale-step.ts'
import { kneeRate, KNEE_FACTOR, saturationRate, summariseLatencies, type Latencies, type RatePoint } from './latency.ts'

export interface SideReport {
  label: string
  roundTrips: Map<string, number[]>
  sale: LoadStepResult
  sweep: LoadStepResult[]
}

/** The answers of a step, sorted: placed, refused as sold out, replays, and what went wrong. */
export function classify(purchases: Purchase[]) {
  const answers = purchases.flatMap((purchase) => (purchase.replay ? [purchase.first, purchase.replay] : [purchase.first]))
  const firsts = purchases.map((purchase) => purchase.first)
  return {
    requests: answers.length,
    replays: summariseLatencies(purchases.flatMap((purchase) => (purchase.replay && purchase.replay.status !== 0 && purchase.replay.status < 500 ? [purchase.replay.ms] : []))),
    placed: summariseLatencies(firsts.filter((answer) => answer.status === 201).map((answer) => answer.ms)),
    refused: summariseLatencies(firsts.filter((answer) => answer.status === 409 && answer.errorCode === 'order.sold_out').map((answer) => answer.ms)),
    serverErrors: answers.filter((answer) => answer.status >= 500).length,
    noAnswer: answers.filter((answer) => answer.status === 0).length,
    /** Neither placed nor refused as sold out nor a replay: another 4xx (a bug in the bench or the server). */
    other: firsts.filter((answer) => answer.status !== 201 && answer.status !== 0 && answer.status < 500 && !(answer.status === 409 && answer.errorCode === 'order.sold_out'))
      .length,
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en-US')}`)
const latencies = (l: Latencies) => (l.count === 0 ? 'none' : `${ms(l.p50)} / ${ms(l.p90)} / ${ms(l.p99)} / ${ms(l.max)} ms (${l.count})`)
const perRequest = (result: LoadStepResult) => {
  const requests = Math.max(1, classify(result.purchases).requests)
  const { app, postgres, haproxy, client } = result.cpuMs
  return [app, postgres, haproxy, client].map((cpu) => (cpu / requests).toFixed(2)).join(' / ')
}
const errorsOf = (result: LoadStepResult) => {
  const answers = classify(result.purchases)
  return answers.serverErrors + answers.noAnswer + answers.other + result.check.lost + result.check.oversold + result.check.duplicated
}
const row = (cells: string[]) => `| ${cells.join(' | ')} |`

const roundTripTargets: [kind: string, label: string, target: string][] = [
  ['pix', 'Placed Pix order', '≤ 6'],
  ['card', 'Placed card order', '≤ 8'],
  ['lastSeats', 'Placed Pix order of a trip’s last seats', '—'],
  ['refusal', 'Sold-out refusal', '≤ 2'],
  ['replay', 'Idempotent replay of a Pix order', '—'],
]

function roundTripsTable(sides: SideReport[]): string[] {
  const figure = (counts: number[] | undefined) => {
    if (!counts?.length) return '—'
    const sorted = [...counts].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    return sorted[0] === sorted.at(-1) ? `${median} (${counts.length} requests)` : `${median} (${sorted[0]}–${sorted.at(-1)}, ${counts.length} requests)`
  }
  return [
    row(['Database round trips (median)', ...sides.map((side) => side.label), 'Target']),
    row(['---', ...sides.map(() => '---'), '---']),
    ...roundTripTargets.map(([kind, label, target]) => row([label, ...sides.map((side) => figure(side.roundTrips.get(kind))), target])),
  ]
}

function saleTable(sides: SideReport[], boundMs: number): string[] {
  const cell = (pick: (sale: LoadStepResult) => string) => sides.map((side) => pick(side.sale))
  const verdict = (sale: LoadStepResult) => {
    const answers = classify(sale.purchases)
    const fast = answers.placed.p99 <= boundMs && (answers.refused.count === 0 || answers.refused.p99 <= boundMs)
    const whole = sale.check.sold === sale.seats && sale.check.oversold === 0 && sale.check.lost === 0 && answers.serverErrors === 0
    return `${fast ? 'met' : '**missed**'} / ${whole ? 'met' : '**missed**'}`
  }
  return [
    row(['Flash sale', ...sides.map((side) => side.label)]),
    row(['---', ...sides.map(() => '---')]),
    row(['Order requests (replays)', ...cell((sale) => `${sale.purchases.length} in ${sale.step.seconds} s (${sale.purchases.filter((p) => p.replay).length})`)]),
    row(['Placed: p50 / p90 / p99 / max (count)', ...cell((sale) => latencies(classify(sale.purchases).placed))]),
    row(['Refused, sold out: p50 / p90 / p99 / max (count)', ...cell((sale) => latencies(classify(sale.purchases).refused))]),
    row(['Replays: p50 / p90 / p99 / max (count)', ...cell((sale) => latencies(classify(sale.purchases).replays))]),
    row(['5xx / no answer / other', ...cell((sale) => ((a) => `${a.serverErrors} / ${a.noAnswer} / ${a.other}`)(classify(sale.purchases)))]),
    row(['Seats sold (held) of seats; oversold', ...cell((sale) => `${sale.check.sold} (${sale.check.seatsHeld}) of ${sale.seats}; ${sale.check.oversold}`)]),
    row(['Orders lost / duplicated / unknown to their buyer', ...cell((sale) => `${sale.check.lost} / ${sale.check.duplicated} / ${sale.check.untold}`)]),
    row(['CPU ms per request: app (2) / PostgreSQL / HAProxy / client', ...cell(perRequest)]),
    row(["Client's latest start; load average at the start", ...cell((sale) => `${ms(sale.latestStartMs)} ms; ${sale.load.toFixed(2)}`)]),
    row([`p99 ≤ ${boundMs} ms placed and refused / all sold, 0 oversold, 0 lost, 0 5xx`, ...cell(verdict)]),
  ]
}

function sweepTable(sides: SideReport[]): string[] {
  const lines = [
    row([
      'Offered /s',
      'Side',
      'Requests / placed',
      'Placed: p50 / p90 / p99 / max (count)',
      'Replays p99',
      '5xx / no answer / other',
      'CPU ms per request: app (2) / PostgreSQL / HAProxy / client',
      'Load',
    ]),
    row(Array.from({ length: 8 }, () => '---')),
  ]
  const rates = [...new Set(sides.flatMap((side) => side.sweep.map((result) => result.step.rate)))].sort((a, b) => a - b)
  for (const rate of rates) {
    for (const side of sides) {
      const result = side.sweep.find((step) => step.step.rate === rate)
      if (!result) continue
      const answers = classify(result.purchases)
      lines.push(
        row([
          String(rate),
          side.label,
          `${result.purchases.length} / ${answers.placed.count}`,
          latencies(answers.placed),
          `${ms(answers.replays.p99)} ms`,
          `${answers.serverErrors} / ${answers.noAnswer} / ${answers.other}`,
          perRequest(result),
          result.load.toFixed(2),
        ]),
      )
    }
  }
  return lines
}

/** The sweep's points for the knee and the saturation rate. */
export const ratePoints = (sweep: LoadStepResult[]): RatePoint[] =>
  sweep.map((result) => ({ rate: result.step.rate, p99: classify(result.purchases).placed.p99, errors: errorsOf(result) }))

function curveVerdicts(sides: SideReport[], boundMs: number): string[] {
  return sides.map((side) => {
    const points = ratePoints(side.sweep)
    const knee = kneeRate(points)
    const saturation = saturationRate(points, boundMs)
    const kneeText = knee.rate === null ? 'at or below the lowest rate swept' : knee.bent ? `${knee.rate} requests/s` : `beyond ${knee.rate} requests/s (the highest swept)`
    const saturationText =
      saturation === null
        ? 'below the lowest rate swept'
        : `${saturation} requests/s${saturation === Math.max(...points.map((p) => p.rate)) ? ' (the highest swept: it may be higher)' : ''}`
    return `- ${side.label}: saturation ${saturationText}; knee ${kneeText}.`
  })
}

export function renderFlashSaleReport(context: string, sides: SideReport[], boundMs: number): string {
  const sale = sides[0]!.sale
  const sweep = sides[0]!.sweep
  return [
    context,
    '',
    ...roundTripsTable(sides),
    '',
    `**Flash sale**: ${sale.seats} seats, order requests arriving at ${sale.step.rate} a second (Poisson) for ${sale.step.seconds} s, half Pix and half card, every tenth sent again with its key; latency in ms from each request's scheduled start.`,
    '',
    ...saleTable(sides, boundMs),
    '',
    `**Seats for everyone**, ${sweep[0]?.step.seconds ?? 0} s at each rate (requests a second, Poisson; as many seats as requests):`,
    '',
    ...sweepTable(sides),
    '',
    `Saturation: the highest rate up to which the placed orders' p99 stays ≤ ${boundMs} ms with no 5xx, unanswered, unexpected, lost or oversold order; knee: the last rate before the p99 passes ${KNEE_FACTOR}× the lowest rate's.`,
    '',
    ...curveVerdicts(sides, boundMs),
  ].join('\n')
}
