import * as v from 'valibot'

/** What a 2xx/3xx answer carries: JSON by its schema, a file of another type, or nothing. */
export type Answer =
  | { description: string; schema: v.GenericSchema; contentType?: never }
  /** Other than application/json; 'none' for an answer without a body. */
  | { description: string; contentType: 'none' | 'application/pdf' | 'text/csv' | 'image/jpeg' | 'text/event-stream' | 'text/html' | 'text/javascript' | 'text/calendar' }

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint of the API as the published contract (GET /api/openapi.json) describes it. Its
 * access is not written here: the document reads it from the mounted route's own middleware.
 * Request schemas are the very ones the route parses with (src/domain).
 */
export interface Operation {
  method: Method
  /** Hono's form, as mounted: /api/trips/:name. */
  path: string
  summary: string
  tag: string
  description?: string
  pathParams?: Record<string, v.GenericSchema>
  /** An object schema: each entry is one query parameter. */
  query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
  headers?: Record<string, { schema: v.GenericSchema; required: boolean; description: string }>
  body?: v.GenericSchema | 'multipart'
  /** A body of other types than JSON: its schema for each media type the route reads. */
  bodyByType?: Record<string, v.GenericSchema>
  /** The answers other than errors, by status. Errors are the API's error body (4XX, 5XX). */
  answers: Record<number, Answer>
  /** Public to the route matrix, but the bearer is a guest order's access token (payment links). */
  guestAccessToken?: true
  /** Mounted only in some configurations: the document leaves it out where it is not. */
  mountedOnlyWhen?: string
}

export const json = (description: string, schema: v.GenericSchema): Answer => ({ description, schema })

export const noContent: Answer = { description: 'Done; no body', contentType: 'none' }

/** The numeric `:id` of admin paths, read as a number (admin/id-param.ts): anything else is a 404. */
export const idPathParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/),
  v.transform(Number),
  v.check((id) => id >= 1),
)

/** Opaque tokens of links (payment links, invitations): URL-safe text. */
export const tokenPathParam = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/** POST /api/orders and a payment link's orders: a retry with the same key answers the first order. */
export const idempotencyKeyHeader = {
  'Idempotency-Key': {
    schema: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/)),
    required: true,
    description: 'Any 1 to 255 visible characters, new for each order; a retry sends the same',
  },
}

/** An admin's payout: required, new for each payout; a repeat (Idempotent-Replayed: true) answers the payout it recorded. */
export const payoutIdempotencyKeyHeader = {
  'Idempotency-Key': {
    ...idempotencyKeyHeader['Idempotency-Key'],
    description: 'Any 1 to 255 visible characters, new for each payout; a repeat (Idempotent-Replayed: true) answers the recorded payout, another body under it is a 422',
  },
}

/** The offline forms (contact, custom trip request): optional; a repeat answers what the first one stored. */
export const formIdempotencyKeyHeader = {
  'Idempotency-Key': {
    ...idempotencyKeyHeader['Idempotency-Key'],
    required: false,
    description: 'Any 1 to 255 visible characters, new for each submission; a repeat (Idempotent-Replayed: true) answers the stored one, another body under it is a 422',
  },
}
