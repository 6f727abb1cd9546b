import { idempotencyKeyRequired } from '../../http/idempotency.ts'

/** The order's Idempotency-Key header, checked before the body: required, 1 to 255 visible characters; the handler reads `c.get('idempotencyKey')`. */
export const orderIdempotencyKey = idempotencyKeyRequired({ required: 'order.idempotency_key_required', invalid: 'order.idempotency_key_invalid' })
