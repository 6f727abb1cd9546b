import type { Context } from 'hono'
import { apiError } from '../http/errors.ts'

/** The request's Idempotency-Key header: required, 1 to 255 visible characters. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key')
  if (key === undefined || key.trim() === '') throw apiError('order.idempotency_key_required')
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw apiError('order.idempotency_key_invalid')
  return key
}
