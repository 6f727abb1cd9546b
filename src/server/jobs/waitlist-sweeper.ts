import { eq, inArray } from 'drizzle-orm'
import type { OrderStatusEvent } from '../../domain/order.ts'
import { releasesSeats } from '../../domain/order-status.ts'
import { waitlistCheckoutPath } from '../../domain/waitlist.ts'
import { CATALOGUE_TOPIC } from '../catalogue/answer-cache.ts'
import { tripOptions, trips } from '../db/schema/index.ts'
import { orderStatusTopic } from '../sale/live/hub.ts'
import { logger } from '../observability/logger.ts'
import type { SaleContext } from '../sale/context.ts'
import { lapseOffers, offerFreeSeats, tripsWithSeatsForTheLine, type MadeOffer } from '../sale/waitlist/offers.ts'
import { waitlistOfferNotification } from '../sale/waitlist/offer-notification.ts'
import { withJobLock } from './job-lock.ts'
import { serialRuns, startRepeating } from './repeat.ts'

export type WaitlistJobContext = Pick<SaleContext, 'db' | 'now' | 'catalogue' | 'settings' | 'bus' | 'notifications'>

/**
 * Ends the offers whose time ran out, then offers every trip's free seats to its line: the seats
 * an ended offer gave back, and those an order's end, a refund, a traveller leaving or an admin's
 * new vacancies freed. One transaction holding the job's lock (jobs/job-lock.ts); each trip's row
 * is locked while its seats are counted (waitlist/offers.ts), so a checkout at the same moment
 * cannot take them twice. Tells each new offer's traveller after the commit. Null when another
 * process holds the lock.
 */
export async function sweepWaitlist(ctx: WaitlistJobContext, now: Date): Promise<MadeOffer[] | null> {
  const swept = await withJobLock(ctx.db, 'waitlist-offers', async (tx) => {
    const lapsed = await lapseOffers(tx, now)
    const offers: MadeOffer[] = []
    for (const tripId of await tripsWithSeatsForTheLine(tx)) offers.push(...(await offerFreeSeats(tx, tripId, now)))
    return { offers, changed: lapsed.length > 0 || offers.length > 0 }
  })
  if (!swept) return null
  if (swept.changed) ctx.catalogue.invalidate('trips')
  await notifyOffers(ctx, swept.offers)
  return swept.offers
}

async function notifyOffers(ctx: WaitlistJobContext, offers: MadeOffer[]) {
  if (offers.length === 0) return
  const names = await ctx.db
    .select({ optionId: tripOptions.id, optionName: tripOptions.name, tripName: trips.name, tripSlug: trips.slug })
    .from(tripOptions)
    .innerJoin(trips, eq(trips.id, tripOptions.tripId))
    .where(
      inArray(
        tripOptions.id,
        offers.map((offer) => offer.optionId),
      ),
    )
  for (const offer of offers) {
    const named = names.find((name) => name.optionId === offer.optionId)
    if (!named) continue
    const notification = waitlistOfferNotification({
      ...offer,
      ...named,
      path: waitlistCheckoutPath({ tripSlug: named.tripSlug, optionId: offer.optionId, people: offer.people }),
      publicUrl: ctx.settings.publicUrl,
    })
    // The offer holds its seats whether or not the message got through: its traveller also sees it on the trip page.
    await ctx.notifications.notifier
      .notify(notification)
      .catch((error: unknown) => logger().error({ err: error, entry: offer.entryId }, 'Telling a traveller of a waitlist offer failed'))
  }
}

/**
 * Sweeps now, every `everyMs`, and whenever seats may have freed up anywhere: an order that ended
 * (its status on the bus) or an admin's write (the catalogue topic). A call while a sweep runs
 * makes one more after it (serialRuns). The stop waits for a sweep under way.
 */
export function startWaitlistSweeper(ctx: WaitlistJobContext, everyMs: number): () => Promise<void> {
  const sweeps = serialRuns('Sweeping the waitlist failed', () => sweepWaitlist(ctx, ctx.now()))
  // A message the bus cannot parse throws here, and the bus logs it (bus/keyed-listeners.ts).
  const freesSeats = (message: string) => releasesSeats((JSON.parse(message) as OrderStatusEvent).status)
  const unsubscribe = [ctx.bus.subscribe(orderStatusTopic, (message) => freesSeats(message) && sweeps.run()), ctx.bus.subscribe(CATALOGUE_TOPIC, sweeps.run)]
  const stopRepeating = startRepeating(everyMs, sweeps)
  return async () => {
    for (const stop of unsubscribe) stop()
    await stopRepeating()
  }
}
