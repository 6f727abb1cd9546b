/** PostgreSQL's error of a failed query (its SQLSTATE, message and detail), looking through Drizzle's wrapper (`cause`). */
export function databaseErrorOf(error: unknown): { code: string; message: string; detail?: string } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; message: string; detail?: string }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** PostgreSQL's SQLSTATE of a failed query. */
export const sqlState = (error: unknown): string | undefined => databaseErrorOf(error)?.code

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505'
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503'
/** PostgreSQL ended the transaction to break a circle of waits (40P01): it changed nothing, and may be run again. */
export const isDeadlock = (error: unknown) => sqlState(error) === '40P01'

/** Runs of a transaction that PostgreSQL ended to break a deadlock, before its error goes out. */
const DEADLOCK_ATTEMPTS = 3

/** Runs `transaction` (a whole one: it changed nothing when ended) again when PostgreSQL ended it for a deadlock, up to 3 runs in all. */
export async function runAgainOnDeadlock<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      if (!isDeadlock(error) || attempt === DEADLOCK_ATTEMPTS) throw error
    }
  }
}

/**
 * SQLSTATEs of a database that cannot answer now, though it may in a moment: a connection
 * exception (class 08), the server shutting down, crashed or still starting (57P01-57P03), a
 * statement ended by `statement_timeout` (57014, query_canceled).
 */
const unavailableState = /^(08[0-9A-Z]{3}|57P0[123]|57014)$/
/** Node's socket errors on the way to the server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])
/** node-postgres' own errors for a connection that dropped or never came, which carry no code. */
const driverMessage = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/

/**
 * Whether a failure means the database is away or too slow (a restart, a failover, a statement
 * past DB_STATEMENT_TIMEOUT_MS) rather than a fault of the request or of our code: the API
 * answers it 503 `service.database_unavailable` with a Retry-After (http/errors.ts). Looks through
 * Drizzle's wrapper of a failed query (`cause`) and a connection attempt's AggregateError
 * (`errors`). A socket error counts only as thrown (the pool's failed connect in a transaction)
 * or under a query: under another wrapper (fetch's `fetch failed`) it is another server's.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => unavailableIn(error, 0, true)

function unavailableIn(error: unknown, depth: number, socketCounts: boolean): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false
  const { code, message, cause, errors, query } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown }
  if (typeof code === 'string' && (unavailableState.test(code) || (socketCounts && socketCodes.has(code)))) return true
  if (typeof message === 'string' && driverMessage.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => unavailableIn(inner, depth + 1, socketCounts))) return true
  // Drizzle's DrizzleQueryError carries the failed query: its cause is the driver's error, socket errors included.
  return unavailableIn(cause, depth + 1, typeof query === 'string')
}
