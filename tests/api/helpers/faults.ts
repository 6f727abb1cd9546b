import { setTimeout as sleep } from 'node:timers/promises'
import { expect } from 'vitest'
import type { ApiErrorBody } from '../../../src/domain/api-error.ts'
import type { Order } from '../../../src/domain/order.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { insertTrip } from '../../factories/index.ts'
import { buildOrderBody, newIdempotencyKey } from '../../factories/orders.ts'

/** What a real server answered: its status, its Retry-After and its JSON body. */
export interface Answer<T = unknown> {
  status: number
  retryAfter: string | null
  body: T
}

/** A request to a real server (scripts/lib/real-server.ts) whose answer must be JSON; a hang past `withinMs` fails instead of waiting on. */
export async function requestAnswer<T>(origin: string, path: string, init: RequestInit = {}, withinMs = 20_000): Promise<Answer<T>> {
  const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(withinMs) })
  expect(response.headers.get('Content-Type'), `${response.status} of ${path}`).toMatch(/^application\/json/)
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as T }
}

/** One checkout as a client holds it: its key and its body, the same on every retry. */
export const orderAttempt = (tripId: number, optionId: number) => ({ key: newIdempotencyKey(), body: JSON.stringify(buildOrderBody({ tripId, optionId, people: 1 })) })

/** POST /api/orders with an attempt's key and body. */
export const placeOrderOn = (origin: string, auth: Record<string, string>, { key, body }: ReturnType<typeof orderAttempt>) =>
  requestAnswer<Order | ApiErrorBody>(origin, '/api/orders', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': key }, body })

/** The answer of a request the database could not serve: 503 `service.database_unavailable`, and when to try again. */
export function expectDatabaseUnavailable(answer: Answer) {
  expect(answer.status).toBe(503)
  expect((answer.body as ApiErrorBody).code).toBe('service.database_unavailable')
  expect(Number(answer.retryAfter)).toBeGreaterThan(0)
}

/** Waits until the instance's GET /api/ready says 200 (a database back, say), `withinMs` at most. */
export async function untilReady(origin: string, withinMs = 30_000) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const status = await fetch(`${origin}/api/ready`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`${origin} not ready within ${withinMs} ms (last answer ${status})`)
    await sleep(200)
  }
}

/** Waits until `check` holds, `withinMs` at most, asking every 200 ms. */
export async function eventually(check: () => Promise<boolean>, what: string, withinMs = 20_000) {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`)
    await sleep(200)
  }
}

/** A trip of `seats` free seats with one option of one person. */
export async function tripOnSale(db: Db, seats: number, seatsLeft = seats) {
  const trip = await insertTrip(db, { vacancies: seats, seatsLeft, options: [{ name: 'Individual', priceCents: 80_000, people: 1 }] })
  const option = await db.query.tripOptions.findFirst({ where: (o, { eq }) => eq(o.tripId, trip.id) })
  return { tripId: trip.id, optionId: option!.id }
}
