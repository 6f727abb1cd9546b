import type { Context } from 'hono'
import { requiredIdempotencyKey } from '../../http/idempotency.ts'

/** The order's Idempotency-Key header: required, 1 to 255 visible characters. */
export const idempotencyKeyOf = (c: Context): string => requiredIdempotencyKey(c, { required: 'order.idempotency_key_required', invalid: 'order.idempotency_key_invalid' })
