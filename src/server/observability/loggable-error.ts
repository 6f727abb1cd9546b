import { DrizzleQueryError } from 'drizzle-orm'

interface DriverError {
  code?: string
  message?: string
  constraint?: string
}

interface LoggedError {
  type: string
  message: string
  code?: string
  stack?: string
}

/** A driver's message may end with the value it choked on (`invalid input syntax for type integer: "..."`). */
const withoutValue = (message: string) => message.replace(/: ".*"$/s, ': "…"')

const stackFrames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))

/**
 * What an error leaves in the log (the logger's `err` serializer): its type, message, code and
 * stack, never its other properties, where a driver keeps the row it refused (`detail`: "Failing
 * row contains (...)") or a client library the request it sent. A failed query is its SQL
 * (placeholders only), the driver's code, message and constraint: never its parameters, which
 * drizzle puts in the message. Issue 15, finding 7: a payer's CPF, email, phone and address were
 * in the log.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  if (error instanceof DrizzleQueryError) {
    const cause = (error.cause ?? {}) as DriverError
    const driver = [cause.code, cause.message && withoutValue(cause.message), cause.constraint && `(constraint ${cause.constraint})`].filter(Boolean).join(' ')
    return { type: 'DrizzleQueryError', message: `Query failed: ${driver}`, code: cause.code, query: error.query, stack: stackFrames(error).join('\n') }
  }
  const code = (error as { code?: unknown }).code
  return { type: error.name, message: error.message, ...(typeof code === 'string' && { code }), stack: error.stack } satisfies LoggedError
}
