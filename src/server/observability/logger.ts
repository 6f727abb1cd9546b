import { AsyncLocalStorage } from 'node:async_hooks'
import { pino, type DestinationStream, type Level, type Logger } from 'pino'
import { loggableError } from './loggable-error.ts'
import { maskEmail } from './mask.ts'

export type { Logger }

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly (Level | 'silent')[]

/**
 * Fields that never reach the log whatever object carries them, one level deep: a request body,
 * a payer, an error's own properties. Emails are masked rather than dropped (`m***@example.com`),
 * so a line still tells which mailbox without naming it.
 */
const secretFields = ['password', 'newPassword', 'currentPassword', 'token', 'accessToken', 'cardToken', 'cpf', 'authorization', 'cookie', 'secret']
const emailFields = ['email', 'to']

const everywhere = (fields: string[]) => fields.flatMap((field) => [field, `*.${field}`])

/**
 * One JSON object a line (pino's own format, in development too: no pretty-printer to install),
 * `time` as ISO text and `level` as its name, for a log store to parse without a pino plugin.
 */
export function createLogger({ level = 'info', destination }: { level?: Level | 'silent'; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: loggableError },
      redact: {
        paths: [...everywhere(secretFields), ...everywhere(emailFields)],
        censor: (value, path) => (emailFields.includes(path.at(-1) ?? '') && typeof value === 'string' ? maskEmail(value) : '[redacted]'),
      },
    },
    destination,
  )
}

/** A request's scope: its id, and its child logger once something logs (most requests log nothing). */
interface RequestScope {
  requestId: string
  logger?: Logger
}

const requestScope = new AsyncLocalStorage<RequestScope>()
let processLogger = createLogger()

/** The process's logger: main.ts sets the configured level, the API tests a captured one. */
export function useLogger(logger: Logger) {
  processLogger = logger
}

/**
 * The logger for the code running now: inside a request, that request's (every line carries its
 * `requestId`, however deep the code that logs); the process's otherwise (sweepers, start-up).
 */
export function logger(): Logger {
  const scope = requestScope.getStore()
  if (!scope) return processLogger
  return (scope.logger ??= processLogger.child({ requestId: scope.requestId }))
}

/** Runs a request's handling in its own scope (observability/request-log.ts). */
export const withRequestId = <T>(requestId: string, run: () => Promise<T>): Promise<T> => requestScope.run({ requestId }, run)
