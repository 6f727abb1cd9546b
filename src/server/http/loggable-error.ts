import { DrizzleQueryError } from 'drizzle-orm'

interface DriverError {
  code?: string
  message?: string
  constraint?: string
}

/** A driver's message may end with the value it choked on (`invalid input syntax for type integer: "..."`). */
const withoutValue = (message: string) => message.replace(/: ".*"$/s, ': "…"')

/**
 * What an unexpected error leaves in the log. A failed query is its SQL (placeholders only), the
 * driver's code, message and constraint, and where it was made: never its parameters, which
 * drizzle puts in the message, nor the driver's `detail` ("Failing row contains (...)"). Issue 15,
 * finding 7: a payer's CPF, email, phone and address were in the log.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error
  const cause = (error.cause ?? {}) as DriverError
  const driver = [cause.code, cause.message && withoutValue(cause.message), cause.constraint && `(constraint ${cause.constraint})`].filter(Boolean).join(' ')
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))
  return [`Query failed: ${driver}`, `    query: ${error.query}`, ...frames].join('\n')
}
