import type { ApiErrorBody, FieldIssue } from '../domain/api-error.ts'
import type { ErrorParams } from '../domain/error-codes.ts'

/**
 * A refused or failed request: the answer's `code` (docs/ERRORS.md) picks the text the reader
 * sees, `message` is the server's English (shown as is for a code this client does not know yet).
 * Status 0 is no answer at all (no connection).
 *
 * Every first visit loads this class: it only copies the answer's body (and its English message,
 * replacing the generic one) onto itself, so what a body may lack is optional here.
 */
export class ApiError extends Error {
  declare readonly code?: string
  declare readonly params?: ErrorParams
  declare readonly fields?: Record<string, string>
  declare readonly fieldCodes?: Record<string, FieldIssue>
  /** The api() wrapper toasted it already: whoever catches it says nothing more. */
  declare told?: true

  declare readonly status: number

  constructor(status: number, message: string, body?: Partial<ApiErrorBody> & { cause?: unknown }) {
    super(message)
    // A body may carry more (a closed link says its own `status`): the answer's HTTP status wins.
    Object.assign(this, body, { status })
  }
}
