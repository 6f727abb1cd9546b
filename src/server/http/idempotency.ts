import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ApiErrorCode } from '../../domain/error-codes.ts'
import { apiError, ApiError } from './errors.ts'

/** Keys sort, so two bodies that differ only in key order hash alike. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value)

/** What tells a repeat of a request from another request sent with the same Idempotency-Key. */
export const requestHash = (input: unknown) => createHash('sha256').update(canonical(input)).digest('hex')

/** The request's Idempotency-Key header, when sent: 1 to 255 visible characters, else the `invalid` code's 400. */
export function idempotencyKeyHeader(c: Context, invalid: ApiErrorCode): string | undefined {
  const key = c.req.header('Idempotency-Key')
  if (key === undefined) return undefined
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError(invalid)
  return key
}

/** A write that must carry its Idempotency-Key (an order, a payout): a missing or blank header is the `required` code's 400, a malformed one the `invalid` code's. */
export function requiredIdempotencyKey(c: Context, codes: { required: ApiErrorCode; invalid: ApiErrorCode }): string {
  const key = c.req.header('Idempotency-Key')?.trim() ? idempotencyKeyHeader(c, codes.invalid) : undefined
  if (key === undefined) throw apiError(codes.required)
  return key
}

/** requiredIdempotencyKey before the body is parsed (input('json')), as the handler would check it first: the handler reads `c.get('idempotencyKey')`. */
export const idempotencyKeyRequired = (codes: { required: ApiErrorCode; invalid: ApiErrorCode }) =>
  createMiddleware<{ Variables: { idempotencyKey: string } }>(async (c, next) => {
    c.set('idempotencyKey', requiredIdempotencyKey(c, codes))
    await next()
  })

/** A form submission's key and the hash of its body. */
export interface SubmissionKey {
  key: string
  hash: string
}

/** The key of a form sent with an Idempotency-Key header (the offline forms, docs/OFFLINE.md); none without one. */
export const submissionKeyOf = (c: Context, input: unknown): SubmissionKey | undefined => {
  const key = idempotencyKeyHeader(c, 'request.idempotency_key_invalid')
  return key === undefined ? undefined : { key, hash: requestHash(input) }
}

interface KeyedRow {
  requestHash: string | null
}

/**
 * Stores a submission once per key: a repeat (a replay after a lost answer, the service worker's
 * queue and the page both sending) gets the row the first one stored, and another body under the
 * same key a 422. `insert` must skip a row whose key is taken (ON CONFLICT DO NOTHING), so two
 * copies racing end with one row; `beforeInsert` runs for a new submission only (rate limits).
 */
export async function storeOnce<Row extends KeyedRow>(
  submission: SubmissionKey | undefined,
  steps: { find: (key: string) => Promise<Row | undefined>; beforeInsert?: () => Promise<void>; insert: () => Promise<Row | undefined> },
): Promise<{ row: Row; replayed: boolean }> {
  const earlier = submission && (await steps.find(submission.key))
  if (earlier) return { row: sameRequest(earlier, submission), replayed: true }
  await steps.beforeInsert?.()
  const row = await steps.insert()
  if (row) return { row, replayed: false }
  const raced = submission && (await steps.find(submission.key))
  if (!raced) throw new Error('The row was neither stored nor found under its key')
  return { row: sameRequest(raced, submission), replayed: true }
}

function sameRequest<Row extends KeyedRow>(row: Row, submission: SubmissionKey): Row {
  if (row.requestHash !== submission.hash) throw apiError('request.idempotency_key_reused')
  return row
}
