import type { Order, PlaceOrder } from '../../../domain/order.ts'
import { api } from '../../api.ts'

/** One checkout attempt: the same key for every retry of the same body, a new one for a new body. */
export const newIdempotencyKey = () => crypto.randomUUID()

/** The form shows field errors, refusals and seat or installment problems itself, in the reader's language. */
export const shownByTheForm = [0, 400, 404, 409, 410, 422, 429, 500, 502, 503]

/** POST /api/orders with its Idempotency-Key. */
export const placeOrder = (order: PlaceOrder, idempotencyKey: string) =>
  api<Order>('/orders', { method: 'POST', body: order, headers: { 'Idempotency-Key': idempotencyKey }, quietStatuses: shownByTheForm })
