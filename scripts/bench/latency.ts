/**
 * The arithmetic of the open-loop benches (flash-sale.ts): percentiles of latencies, and where a
 * latency-versus-rate curve bends (the knee) and where it crosses a bound (the saturation rate).
 */

/** The nearest-rank percentile `p` (0–100] of `sorted`, ascending and not empty. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export interface Latencies {
  count: number
  p50: number
  p90: number
  p99: number
  max: number
}

/** p50, p90, p99 and max of `ms` (NaN each when there are none). */
export function summariseLatencies(ms: number[]): Latencies {
  if (ms.length === 0) return { count: 0, p50: NaN, p90: NaN, p99: NaN, max: NaN }
  const sorted = [...ms].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}

/** One step of a sweep: the rate offered, the p99 it got, and the requests that failed (5xx or no answer). */
export interface RatePoint {
  rate: number
  p99: number
  errors: number
}

/** A p99 this many times the lowest rate's is past the knee. */
export const KNEE_FACTOR = 2

const byRate = (points: RatePoint[]) => [...points].sort((a, b) => a.rate - b.rate)

/** The highest rate of the leading run of `points` (by rate) that `holds`; null when the lowest does not. */
function lastHolding(points: RatePoint[], holds: (point: RatePoint) => boolean): number | null {
  let last: number | null = null
  for (const point of byRate(points)) {
    if (!holds(point)) break
    last = point.rate
  }
  return last
}

/**
 * The knee: the last rate before the p99 leaves the flat part of the curve, i.e. the highest rate
 * up to which every p99 stays within KNEE_FACTOR times the lowest rate's (and nothing failed).
 * `bent` is false when the whole sweep stayed flat: the knee is then beyond the highest rate swept.
 */
export function kneeRate(points: RatePoint[]): { rate: number | null; bent: boolean } {
  const floor = byRate(points)[0]?.p99
  if (floor === undefined) return { rate: null, bent: false }
  const rate = lastHolding(points, (point) => point.errors === 0 && point.p99 <= KNEE_FACTOR * floor)
  return { rate, bent: rate !== Math.max(...points.map((point) => point.rate)) }
}

/** The saturation rate: the highest rate up to which every p99 stays within `boundMs` with no failed request. */
export const saturationRate = (points: RatePoint[], boundMs: number): number | null => lastHolding(points, (point) => point.errors === 0 && point.p99 <= boundMs)
