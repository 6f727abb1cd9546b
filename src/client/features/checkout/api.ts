import type { PlaceOrderInput } from '../../../domain/order.ts'
import { api } from '../../api.ts'

/** One checkout attempt: the same key for every retry of the same body, a new one for a new body. */
export const newIdempotencyKey = () => crypto.randomUUID()

/** The form shows field errors, refusals and seat or installment problems itself, in the reader's language. */
export const shownByTheForm = [0, 400, 404, 409, 410, 422, 429, 500, 502, 503]

/** POST /api/orders with its Idempotency-Key. */
export const placeOrder = (order: PlaceOrderInput, idempotencyKey: string) =>
  api.post('/api/orders', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: order, quietStatuses: shownByTheForm })
