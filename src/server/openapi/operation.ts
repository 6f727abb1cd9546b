import * as v from 'valibot'

/** What a 2xx/3xx answer carries: JSON by its schema, a file of another type, or nothing. */
export type Answer =
  | { description: string; schema: v.GenericSchema; contentType?: never }
  /** Other than application/json; 'none' for an answer without a body. */
  | { description: string; contentType: 'none' | 'application/pdf' | 'text/csv' | 'image/jpeg' | 'text/event-stream' | 'text/html' | 'text/javascript' | 'text/calendar' }

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
