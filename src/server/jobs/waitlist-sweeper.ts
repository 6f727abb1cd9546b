import { eq, inArray } from 'drizzle-orm'
import { releasesSeats, type OrderStatus } from '../../domain/order-status.ts'
import { waitlistCheckoutPath } from '../../domain/waitlist.ts'
import { CATALOGUE_TOPIC } from '../catalogue/answer-cache.ts'
import { tripOptions, trips } from '../db/schema/index.ts'
import { orderStatusTopic } from '../live/hub.ts'
import { logger } from '../observability/logger.ts'
import type { OrdersContext } from '../orders/context.ts'
import { lapseOffers, offerFreeSeats, tripsWithSeatsForTheLine, type MadeOffer } from '../waitlist/offers.ts'
import { waitlistOfferNotification } from '../waitlist/offer-notification.ts'
import { withJobLock } from './job-lock.ts'

export type WaitlistJobContext = Pick<OrdersContext, 'db' | 'now' | 'catalogue' | 'settings' | 'bus' | 'notifications'>

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
 * makes one more after it, so a change the running sweep read too early is not missed. The stop
 * waits for a sweep under way.
 */
export function startWaitlistSweeper(ctx: WaitlistJobContext, everyMs: number): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  const run = () => {
    if (running) {
      again = true
      return
    }
    running = sweepWaitlist(ctx, ctx.now())
      .then(() => undefined)
      .catch((error: unknown) => logger().error({ err: error }, 'Sweeping the waitlist failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          run()
        }
      })
  }
  const freesSeats = (message: string) => {
    try {
      return releasesSeats((JSON.parse(message) as { status: OrderStatus }).status)
    } catch {
      return false
    }
  }
  const unsubscribe = [ctx.bus.subscribe(orderStatusTopic, (message) => freesSeats(message) && run()), ctx.bus.subscribe(CATALOGUE_TOPIC, run)]
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    for (const stop of unsubscribe) stop()
    again = false
    await running
  }
}
