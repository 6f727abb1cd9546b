import { createLogger } from '../../../src/server/observability/logger.ts'

export interface LogLine {
  level: string
  msg?: string
  requestId?: string
  [field: string]: unknown
}

const lines: LogLine[] = []

/**
 * Everything the server logs in an API test file: setup.ts makes it the process's logger, so the
 * lines land here as parsed JSON instead of on the terminal. A test reads them; setup.ts fails a
 * test that left an `error` line (an unexpected failure) it did not take.
 */
export const serverLog = {
  logger: createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } }),
  lines: (): readonly LogLine[] => lines,
  /** The error lines so far, removed from the log: a test that expects a failure takes them. */
  takeErrors(): LogLine[] {
    const errors = lines.filter((line) => line.level === 'error' || line.level === 'fatal')
    const kept = lines.filter((line) => !errors.includes(line))
    lines.splice(0, lines.length, ...kept)
    return errors
  },
  clear: () => void lines.splice(0, lines.length),
}
