import { expect } from 'vitest'
import type { Order } from '../../../src/domain/order.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { buildOrderBody, newIdempotencyKey } from '../../factories/orders.ts'
import { insertTrip } from '../../factories/trips.ts'
import { postJson } from './http.ts'
import type { TestApp } from './test-app.ts'

/** A trip with one option at `priceCents` a person and room for many orders; answers the order item of `people`. */
export async function tripItemAt(db: Db, priceCents: number) {
  const trip = await insertTrip(db, { vacancies: 500, options: [{ name: 'Individual', priceCents, people: 1 }] })
  const [option] = await db.query.tripOptions.findMany({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return (people = 1) => ({ tripId: trip.id, optionId: option!.id, people })
}

/** A Pix order placed by the buyer through POST /api/orders, paid through the sandbox control when `paidBy` (an admin) is given. */
export async function placeOrder(t: TestApp, buyer: Record<string, string>, item: { tripId: number; optionId: number; people: number }, paidBy?: Record<string, string>): Promise<Order> {
  const placed = await postJson<Order>(t, '/api/orders', buildOrderBody(item), { ...buyer, 'Idempotency-Key': newIdempotencyKey() })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  if (!paidBy) return placed.body
  const paid = await postJson<{ order: Order }>(t, `/api/payments/sandbox/orders/${placed.body.code}/pay`, {}, paidBy)
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  return paid.body.order
}
