/**
 * One timed step of the flash-sale bench (scripts/bench/flash-sale.ts) on one side: a trip and its
 * buyers made beforehand (untimed), then the buyers' orders at Poisson arrivals of the step's rate
 * (open-loop.ts), the CPU time of every process read before and after, and the ledger read back.
 */
import os from 'node:os'
import { buy, type Purchase } from './flash-sale-crowd.ts'
import { checkLedger, makeBuyers, openTrip, readLedger, type LedgerCheck } from './flash-sale-ledger.ts'
import { PROCESS_ROLES, type ProcessRole, type Side } from './flash-sale-sides.ts'
import { poissonArrivals, runOnSchedule, seededRandom } from './open-loop.ts'

/** Every tenth buyer sends its order again with the same key once answered. */
const RETRY_EVERY = 10
/** A pause before each step, for the previous one's stragglers (its after-answer work) to end. */
const PAUSE_MS = 1_000

export interface LoadStep {
  /** One word: the trip's slug and the buyers' emails start with it. */
  name: string
  /** Order requests a second (replays not included). */
  rate: number
  seconds: number
  /** Seats on sale; one per buyer when absent. */
  seats?: number
  /** The arrivals' seed: both sides of a comparison get the same arrivals. */
  seed: number
}

export interface LoadStepResult {
  step: LoadStep
  seats: number
  purchases: Purchase[]
  /** CPU ms each role's processes used during the step. */
  cpuMs: Record<ProcessRole, number>
  check: LedgerCheck
  /** The machine's 1-minute load average as the step began. */
  load: number
  /** How late the client started its latest request (a busy client counts against the figures). */
  latestStartMs: number
  wallMs: number
}

export async function runLoadStep(side: Side, step: LoadStep): Promise<LoadStepResult> {
  const { db } = side.database
  const arrivals = poissonArrivals(step.rate, step.seconds, seededRandom(step.seed))
  const seats = step.seats ?? arrivals.length
  const slug = `${step.name}-${step.rate}-${step.seed}`
  const item = await openTrip(db, slug, seats)
  const buyers = await makeBuyers(db, slug, arrivals.length, RETRY_EVERY)
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))

  const load = os.loadavg()[0]!
  const before = side.cpuMs()
  const started = performance.now()
  const { results: purchases, latestStartMs } = await runOnSchedule(arrivals, (index, scheduledAt) => buy(side.origin, item, buyers[index]!, scheduledAt))
  const wallMs = performance.now() - started
  const after = side.cpuMs()

  const cpuMs = Object.fromEntries(PROCESS_ROLES.map((role) => [role, after[role] - before[role]])) as Record<ProcessRole, number>
  const check = checkLedger(seats, purchases, await readLedger(db, item))
  return { step, seats, purchases, cpuMs, check, load, latestStartMs, wallMs }
}
