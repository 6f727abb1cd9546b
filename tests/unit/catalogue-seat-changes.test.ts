import { expect, test } from 'vitest'
import { localBus } from '../../src/server/bus/bus.ts'
import type { CatalogueCache } from '../../src/server/catalogue/answer-cache.ts'
import { seatChanges } from '../../src/server/catalogue/invalidation.ts'
import { orderStatusTopic, type OrderStatusMessage } from '../../src/server/sale/live/hub.ts'

/** A cache that writes down what it is told to forget. */
function recordingCache() {
  const forgotten: (number[] | string)[] = []
  const cache = {
    forgetTrips: (trips: Iterable<number>) => forgotten.push([...trips].sort()),
    forget: (scope: string) => forgotten.push(scope),
  } as unknown as CatalogueCache
  return { cache, forgotten }
}

const message = (tripId: number | null, status: OrderStatusMessage['status'] = 'pending') =>
  JSON.stringify({ code: 'RT-1', status, reason: 'placed', at: '2030-01-10T12:00:00.000Z', tripId } satisfies OrderStatusMessage)

test("the bus's seat changes that arrive together empty the cache once, for each trip they moved", async () => {
  const bus = localBus()
  const { cache, forgotten } = recordingCache()
  seatChanges(cache, bus)
  // As a packet of NOTIFYs is read: one message after another, in one go.
  for (const tripId of [7, 3, 7, null, 7]) void bus.publish(orderStatusTopic, message(tripId))
  void bus.publish(orderStatusTopic, message(9, 'paid'))
  expect(forgotten).toEqual([])
  await Promise.resolve()
  expect(forgotten).toEqual([[3, 7]])
  await bus.publish(orderStatusTopic, message(9, 'canceled'))
  expect(forgotten).toEqual([[3, 7], [9]])
})

test("this instance's own change empties its answers of the trip at once; a message without a trip (an older release) empties every trip's", async () => {
  const bus = localBus()
  const { cache, forgotten } = recordingCache()
  const sink = seatChanges(cache, bus)
  sink.publish({ code: 'RT-1', status: 'refused', reason: 'declined', at: '2030-01-10T12:00:00.000Z', userId: 1, method: 'card', amountCents: 100, tripId: 4 })
  sink.publish({ code: 'RT-2', status: 'pending', reason: 'placed', at: '2030-01-10T12:00:00.000Z', userId: 1, method: 'pix', amountCents: 100, tripId: null })
  expect(forgotten).toEqual([[4]])
  await bus.publish(orderStatusTopic, JSON.stringify({ code: 'RT-3', status: 'pending', reason: 'placed', at: '2030-01-10T12:00:00.000Z' }))
  expect(forgotten).toEqual([[4], 'trips'])
})
