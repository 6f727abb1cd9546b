import type { Context } from 'hono'
import { orderMessages } from '../../domain/order.ts'
import { ApiError } from '../http/errors.ts'

/** The request's Idempotency-Key header: required, 1 to 255 visible characters. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key')
  if (key === undefined || key.trim() === '') throw new ApiError(400, orderMessages.idempotencyKeyRequired)
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError(400, orderMessages.idempotencyKeyInvalid)
  return key
}
