import { expect } from 'vitest'
import type { Order, PlaceOrderInput } from '../../../src/domain/order.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { insertTrip } from '../../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../../factories/orders.ts'
import { postJson } from './http.ts'
import type { TestApp } from './test-app.ts'

/** A trip on sale with one option per person, and that option's id. */
export async function tripForSale(db: Db, overrides: Parameters<typeof insertTrip>[1] = {}) {
  const trip = await insertTrip(db, { vacancies: 20, options: [{ name: 'Individual', priceCents: 100_000, people: 1 }], ...overrides })
  const option = await db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { trip, optionId: option!.id }
}

/** A trip with one option at `priceCents` a person and room for many orders; answers the order item for `people`. */
export async function tripItemAt(db: Db, priceCents: number) {
  const { trip, optionId } = await tripForSale(db, { vacancies: 500, options: [{ name: 'Individual', priceCents, people: 1 }] })
  return (people = 1) => ({ tripId: trip.id, optionId, people })
}

/** An order through the real checkout (POST /api/orders): Pix, so it waits for payment unless paid. */
export async function placeOrder(
  t: Pick<TestApp, 'app'>,
  customer: Record<string, string>,
  item: PlaceOrderInput['item'],
  payer: Partial<PlaceOrderInput['payer']> = {},
  payment: Partial<PlaceOrderInput['payment']> = {},
): Promise<Order> {
  const response = await postJson<Order>(t, '/api/orders', buildOrderBody(item, payment, payer), { ...customer, 'Idempotency-Key': newIdempotencyKey() })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** Pays a pending Pix or boleto through the sandbox control (the signed webhook). */
export async function payInSandbox(t: Pick<TestApp, 'app'>, admin: Record<string, string>, code: string): Promise<Order> {
  const paid = await postJson<{ order: Order }>(t, `/api/payments/sandbox/orders/${code}/pay`, {}, admin)
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  return paid.body.order
}
