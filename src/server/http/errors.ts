import type { ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '../../domain/api-error.ts'

/** An error whose message is meant for the user, sent as the API's JSON error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new ApiError(404, message)

export const onApiError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = error.fields ? { message: error.message, fields: error.fields } : { message: error.message }
    return c.json(body, error.status)
  }
  if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return c.json({ message: error.message || 'Bad request' } satisfies ApiErrorBody, error.status as ContentfulStatusCode)
  }
  console.error(error)
  return c.json({ message: 'Internal Server Error' } satisfies ApiErrorBody, 500)
}

export const onApiNotFound: NotFoundHandler = (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` } satisfies ApiErrorBody, 404)
