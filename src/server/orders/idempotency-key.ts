import type { Context } from 'hono'
import { apiError } from '../http/errors.ts'
import { idempotencyKeyHeader } from '../http/idempotency.ts'

/** The order's Idempotency-Key header: required, 1 to 255 visible characters. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key')?.trim() ? idempotencyKeyHeader(c, 'order.idempotency_key_invalid') : undefined
  if (key === undefined) throw apiError('order.idempotency_key_required')
  return key
}
