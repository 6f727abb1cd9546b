/**
 * Open-loop load: requests start at the times a schedule says, whatever the earlier ones take, and
 * each one's latency counts from its scheduled start, so a slow answer delays no later request and
 * a late start (the client itself busy) counts against the server's figure rather than hiding in it
 * (no coordinated omission).
 */

/** A small seeded generator (mulberry32): both sides of a comparison get the same arrivals. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Arrivals of a Poisson process of `perSecond` for `seconds`: start offsets in ms, ascending (exponential gaps). */
export function poissonArrivals(perSecond: number, seconds: number, random: () => number): number[] {
  const arrivals: number[] = []
  const endMs = seconds * 1000
  for (let at = 0; ;) {
    at += (-Math.log(1 - random()) / perSecond) * 1000
    if (at >= endMs) return arrivals
    arrivals.push(at)
  }
}

/**
 * Calls `send(index, scheduledAt)` at each offset of `arrivals` from now (performance.now() times)
 * and resolves to every result once all are in, with how late the latest start was.
 */
export async function runOnSchedule<T>(arrivals: number[], send: (index: number, scheduledAt: number) => Promise<T>): Promise<{ results: T[]; latestStartMs: number }> {
  const start = performance.now()
  const results: Promise<T>[] = []
  let latestStartMs = 0
  for (const [index, offset] of arrivals.entries()) {
    const due = start + offset
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    latestStartMs = Math.max(latestStartMs, performance.now() - due)
    results.push(send(index, due))
  }
  return { results: await Promise.all(results), latestStartMs }
}
