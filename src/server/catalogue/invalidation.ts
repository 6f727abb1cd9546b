import { createMiddleware } from 'hono/factory'
import { releasesSeats } from '../../domain/order-status.ts'
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

/**
 * Told every order status change after its commit (sale/context.ts): an order placed takes
 * its trip's seats, a refused, canceled, expired or refunded one gives them back, and the trip
 * answers show the seats left. A paid order's seats were taken when it was placed.
 */
export const seatChanges = (cache: CatalogueCache): LiveSink => ({
  publish(update) {
    if (update.status === 'pending' || releasesSeats(update.status)) cache.invalidate('trips')
  },
})
