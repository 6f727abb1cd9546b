import { expect } from 'vitest'
import { orderMessages } from '../../../src/domain/order.ts'
import { newIdempotencyKey } from '../../factories/orders.ts'
import { expectApiError, type JsonResponse } from './http.ts'

/**
 * The Idempotency-Key contract of placing an order, which the checkout and a payment link's
 * checkout share: the same key and body answer the first order again (200, Idempotent-Replayed),
 * the key with another body is a 422, no key a 400. Answers the key and both answers, for the
 * caller's own checks.
 */
export async function expectIdempotentPlacing<B, T extends { code: string }>(send: (body: B, key: string | null) => Promise<JsonResponse<T>>, body: B, otherBody: B) {
  const key = newIdempotencyKey()
  const first = await send(body, key)
  const again = await send(body, key)
  const reused = await send(otherBody, key)
  const missing = await send(body, null)

  expect(first.status).toBe(201)
  expect(again.status).toBe(200)
  expect(again.headers.get('Idempotent-Replayed')).toBe('true')
  expect(again.body.code).toBe(first.body.code)
  expect(expectApiError(reused, 422).message).toBe(orderMessages.idempotencyKeyReused)
  expect(expectApiError(missing, 400).message).toBe(orderMessages.idempotencyKeyRequired)
  return { key, first, again }
}
