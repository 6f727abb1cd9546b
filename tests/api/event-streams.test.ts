import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { ApiErrorBody } from '../../src/domain/api-error.ts'
import { UserType } from '../../src/domain/session.ts'
import { missedMessagesTopic } from '../../src/server/bus/bus.ts'
import { orders } from '../../src/server/db/schema/index.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { placeOrder, tripForSale } from './helpers/admin-orders.ts'
import { followStatusEvents, runningStream } from './helpers/sse.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

// Issue 25, finding 3: an events stream holds a connection, a timer and a listener for as long as the browser keeps it.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ auth: { trustProxy: true }, streams: { perIp: 6, total: 12 } })
})
afterAll(() => t.close())

async function customerWithOrder() {
  const customer = await insertSignedInUser(t.db, UserType.customer)
  const { trip, optionId } = await tripForSale(t.db)
  const order = await placeOrder(t, customer.headers, { tripId: trip.id, optionId, people: 1 })
  return { headers: customer.headers, code: order.code }
}

const open = (buyer: { headers: Record<string, string>; code: string }, ip: string) =>
  t.app.request(`/api/me/orders/${buyer.code}/events`, { headers: { ...buyer.headers, 'X-Forwarded-For': ip } })

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429)
  expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
  expect(((await response.json()) as ApiErrorBody).code).toBe('too_many_streams')
}

test('an account holds at most 5 streams, an IP STREAMS_PER_IP and the process STREAMS_MAX; a closed stream gives its place back', async () => {
  const buyer = await customerWithOrder()
  const streams = await Promise.all(Array.from({ length: 5 }, (_, i) => open(buyer, `198.51.100.${i + 1}`)))
  expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200])
  const running = await Promise.all(streams.map(runningStream))

  await expectTooMany(await open(buyer, '198.51.100.9'))

  const fromOffice: Response[] = []
  for (let i = 0; i < 7; i++) fromOffice.push(await open(await customerWithOrder(), '203.0.113.7'))
  expect(fromOffice.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200, 200, 429])
  await expectTooMany(fromOffice[6]!)
  const twelfth = await open(await customerWithOrder(), '192.0.2.1')
  expect(twelfth.status).toBe(200)
  await expectTooMany(await open(await customerWithOrder(), '192.0.2.2'))

  expect(await running[0]!.endOf(0)).toBe('open')
  let again = new Response()
  await vi.waitFor(async () => expect((again = await open(buyer, '198.51.100.9')).status).toBe(200))
  await (await runningStream(again)).endOf(0)
  await Promise.all([...running.slice(1).map((stream) => stream.endOf(0)), ...[...fromOffice.slice(0, 6), twelfth].map((stream) => stream.body?.cancel())])
  await vi.waitFor(() => expect(t.orders.streams.open()).toBe(0))
})

test('after the bus reconnects, the streams read their orders again spread over a few seconds, not in one instant', async () => {
  const buyers = await Promise.all(Array.from({ length: 10 }, () => customerWithOrder()))
  const arrivals: number[] = []
  const readings = await Promise.all(
    buyers.map(async (buyer, i) => {
      const reading = followStatusEvents(await open(buyer, `198.51.100.${100 + i}`), (events) => {
        const paid = events.some((event) => event.status === 'paid')
        if (paid && arrivals.length < buyers.length) arrivals.push(performance.now())
        return paid
      })
      await reading.started
      return reading
    }),
  )
  // Paid while the bus was away: no message said so, only the re-read after the reconnection finds it.
  for (const { code } of buyers) await t.db.update(orders).set({ status: 'paid', updatedAt: new Date() }).where(eq(orders.code, code))

  await t.orders.bus.publish(missedMessagesTopic, '')

  await Promise.all(readings.map((reading) => reading.events))
  expect(arrivals).toHaveLength(10)
  expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeGreaterThan(500)
})
