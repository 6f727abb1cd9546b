import { isDatabaseUnavailable } from '../db/errors.ts'
import { logger } from '../observability/logger.ts'

export interface SerialRuns {
  run(): void
  /** Asks for no more runs and waits for the one under way. */
  stop(): Promise<void>
}

/**
 * `work`, one run at a time: `run()` while one is under way makes one more after it (one, however
 * many calls), so a change the running one read too early is not missed. A run that fails is
 * logged as `failure` (a warning when the database was away or too slow, an error otherwise); the next call
 * tries again.
 */
export function serialRuns(failure: string, work: () => Promise<unknown>): SerialRuns {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const run = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = work()
      .then(() => undefined)
      // A database away or too slow (a restart) passes by itself, and the next run does the work: a warning.
      .catch((error: unknown) => logger()[isDatabaseUnavailable(error) ? 'warn' : 'error']({ err: error }, failure))
      .finally(() => {
        running = null
        if (again) {
          again = false
          run()
        }
      })
  }
  return {
    run,
    async stop() {
      stopped = true
      await running
    },
  }
}

/**
 * Runs now and every `everyMs`. The timer does not keep the process alive; the returned stop
 * waits for a run under way (main.ts, on shutdown).
 */
export function startRepeating(everyMs: number, runs: SerialRuns): () => Promise<void> {
  runs.run()
  const timer = setInterval(runs.run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await runs.stop()
  }
}

/** `work` now and every `everyMs`, one run at a time (serialRuns), until the returned stop. */
export const repeatEvery = (everyMs: number, failure: string, work: () => Promise<unknown>) => startRepeating(everyMs, serialRuns(failure, work))
