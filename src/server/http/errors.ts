import type { ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, FieldIssue } from '../../domain/api-error.ts'
import { apiErrorStatus, apiErrorText, fieldErrorText, type ApiErrorCode, type ApiErrorParams, type ErrorParams, type FieldErrorCode } from '../../domain/error-codes.ts'
import { isDatabaseUnavailable } from '../db/errors.ts'
import { logger } from '../observability/logger.ts'

/** How long a client waits before sending again a request the database could not answer: about a restart's length. */
const DATABASE_RETRY_AFTER_SECONDS = 5

interface ApiErrorOptions {
  /** The English text when it is not the code's own (a validation error names its first field). */
  message?: string
  /** Field path -> English text; by default the texts of `fieldCodes`. */
  fields?: Record<string, string>
  fieldCodes?: Record<string, FieldIssue>
  /** Only where one context answers a code with another status than its usual one. */
  status?: ContentfulStatusCode
  /** A 429 or 503 says when to try again: the `Retry-After` header, in seconds. */
  retryAfterSeconds?: number
}

/** An error meant for the user, sent as the API's JSON error body: its code says which (docs/ERRORS.md). */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly fields?: Record<string, string>
  readonly fieldCodes?: Record<string, FieldIssue>
  readonly retryAfterSeconds?: number

  constructor(
    readonly code: ApiErrorCode,
    readonly params?: ErrorParams,
    options: ApiErrorOptions = {},
  ) {
    super(options.message ?? apiErrorText(code, params))
    this.status = options.status ?? (apiErrorStatus(code) as ContentfulStatusCode)
    this.fieldCodes = options.fieldCodes
    this.fields = options.fields ?? (options.fieldCodes && textsOf(options.fieldCodes))
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get body(): ApiErrorBody {
    return { code: this.code, message: this.message, params: this.params, fields: this.fields, fieldCodes: this.fieldCodes }
  }
}

const textsOf = (fieldCodes: Record<string, FieldIssue>) =>
  Object.fromEntries(Object.entries(fieldCodes).map(([field, issue]) => [field, fieldErrorText(issue.code, issue.params)]))

/** No argument for a code whose text says nothing counted, its params otherwise. */
export type ParamsArgs<P> = P extends undefined ? [] : [params: P]

/** The error answer of a code, its status and English text from the domain's list: `apiError('trip.not_found', { id })`. */
export const apiError = <C extends ApiErrorCode>(code: C, ...[params]: ParamsArgs<ApiErrorParams<C>>) => new ApiError(code, params)

/** An answer about one field by a code of both lists (a taken name: 409 on `name`). */
export const apiErrorOnField = <C extends ApiErrorCode & FieldErrorCode>(field: string, code: C, ...[params]: ParamsArgs<ApiErrorParams<C>>) =>
  new ApiError(code, params, { fieldCodes: { [field]: params ? { code, params } : { code } } })

/**
 * Whatever reaches the handler as the API's body: an ApiError's own, a framework's 4xx as
 * `request.invalid`, a database away or too slow (db/errors.ts) as `service.database_unavailable`
 * with a Retry-After, the rest as `internal`.
 */
export const onApiError: ErrorHandler = (thrown, c) => {
  const error = isDatabaseUnavailable(thrown) ? databaseUnavailable(thrown) : thrown
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
    return c.json(error.body, error.status)
  }
  if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    const body: ApiErrorBody = { code: 'request.invalid', message: error.message || apiErrorText('request.invalid') }
    return c.json(body, error.status as ContentfulStatusCode)
  }
  logger().error({ err: error }, 'Unexpected failure')
  return c.json({ code: 'internal', message: apiErrorText('internal') } satisfies ApiErrorBody, 500)
}

function databaseUnavailable(error: Error): ApiError {
  logger().warn({ err: error }, 'The database could not answer a request')
  return new ApiError('service.database_unavailable', undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS })
}

export const onApiNotFound: NotFoundHandler = (c) => c.json(apiError('not_found', { path: `${c.req.method} ${c.req.path}` }).body, 404)
