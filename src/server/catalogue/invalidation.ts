import { createMiddleware } from 'hono/factory'
import type { OrderStatusEvent } from '../../domain/order.ts'
import { releasesSeats } from '../../domain/order-status.ts'
import type { Bus } from '../bus/bus.ts'
import { orderStatusTopic, type OrderStatusMessage } from '../sale/live/hub.ts'
import type { LiveSink } from '../sale/orders/order-updates.ts'
import type { CatalogueCache } from './answer-cache.ts'

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * On the admin API: any write that succeeded empties the whole catalogue cache, after its
 * handler (and so its transaction) is done. Every write, not a list of those that touch the
 * catalogue: a new admin route cannot be forgotten, and admins write seldom.
 */
export const invalidatesCatalogue = (cache: CatalogueCache) =>
  createMiddleware(async (c, next) => {
    await next()
    if (!reads.has(c.req.method) && c.res.status < 400) cache.invalidate('all')
  })

/** An order placed takes its trip's seats, a refused, canceled, expired or refunded one gives them back; a paid order's seats were taken when it was placed. */
const changesSeats = (status: OrderStatusEvent['status']) => status === 'pending' || releasesSeats(status)

/**
 * The trip answers show the seats left, so every order status change that moves a trip's seats
 * empties the answers that show that trip (a product's order, none). The change's own message on
 * the bus (the live hub's, one NOTIFY per move) empties every instance's; the sink, told after
 * the commit on the instance that made the change, empties that one at once (its own message may
 * come back later than the buyer's next request). The messages that arrive together (a sale's
 * NOTIFYs read from one packet) empty the cache once, for all their trips.
 */
export function seatChanges(cache: CatalogueCache, bus: Bus): LiveSink {
  const heard = new Set<number>()
  const forgetHeard = () => {
    cache.forgetTrips(heard)
    heard.clear()
  }
  bus.subscribe(orderStatusTopic, (message) => {
    const { status, tripId } = JSON.parse(message) as Partial<OrderStatusMessage>
    if (!status || !changesSeats(status) || tripId === null) return
    // From an instance of a release before trips were named (a rolling deploy): any trip's.
    if (tripId === undefined) return cache.forget('trips')
    if (heard.size === 0) queueMicrotask(forgetHeard)
    heard.add(tripId)
  })
  return {
    publish({ status, tripId }) {
      if (tripId !== null && changesSeats(status)) cache.forgetTrips([tripId])
    },
  }
}
