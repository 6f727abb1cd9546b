import { logger } from '../observability/logger.ts'

/**
 * Runs `work` now and every `everyMs`, one run at a time (a tick while one runs is skipped); a run
 * that fails is logged as `failure` and the next tick tries again. The timer does not keep the
 * process alive; the returned stop waits for a run under way (main.ts, on shutdown).
 */
export function repeatEvery(everyMs: number, failure: string, work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => logger().error({ err: error }, failure))
      .finally(() => (running = null))
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
