import { sql } from 'drizzle-orm'
import type { Storage } from '../../storage/storage.ts'
import type { Db } from '../client.ts'
import { trips } from '../schema/index.ts'
import { insertDemoRows, type Tx } from './insert.ts'
import { seedBanners, seedProducts } from './marketing.ts'
import { insertAgencySales } from './agency-sales.ts'
import { giveDemoCustomerAPurchase } from './customer-purchase.ts'
import { insertMoneyAfterSale } from './money-after-sale.ts'
import { insertDemoOrders } from './orders.ts'
import { storeSeedMedia, type SeedContent } from './media.ts'
import { seedTips } from './tips.ts'
import { insertDemoWaitlists } from './waitlist.ts'
import { cruiseTrips } from './trips-cruises.ts'
import { eventTrips } from './trips-events.ts'
import { excursionTrips } from './trips-excursions.ts'
import { internationalTrips } from './trips-international.ts'
import { nationalTrips } from './trips-national.ts'
import { soonTrips } from './trips-soon.ts'

/** Any constant will do: it only keeps two instances starting at once from seeding twice. */
const seedLock = 7_301_202_701

const hasTrips = async (db: Db | Tx) => (await db.select({ id: trips.id }).from(trips).limit(1)).length > 0

/** The fixed-date catalogue, then the trips dated from `now` (seed/trips-soon.ts). */
export const demoTrips = (now: Date) => [...excursionTrips, ...nationalTrips, ...eventTrips, ...internationalTrips, ...cruiseTrips, ...soonTrips(now)]

/**
 * Fills an empty catalogue with a realistic demo: trips of every kind, banners, tips, travel
 * information, products, two trips leaving within days of the seed (seed/trips-soon.ts), the sales behind the trips' taken seats (seed/orders.ts) and the demo
 * agency's links, credited sales and payout (seed/agency-sales.ts), the demo customer's own trip
 * (seed/customer-purchase.ts), a deposit order with its balance due and a bank slip's refund owed
 * (seed/money-after-sale.ts), and a line waiting for each
 * sold-out trip (seed/waitlist.ts). Does
 * nothing when there is any trip. Files go to storage first (under stable `demo/` keys, so a
 * retry just rewrites them); the rows then go in one transaction, so a failure leaves the
 * database as it was.
 */
export async function seedDemoData(db: Db, storage: Storage): Promise<void> {
  if (await hasTrips(db)) return
  const now = new Date()
  const content: SeedContent = { trips: demoTrips(now), banners: seedBanners(now), tips: seedTips, products: seedProducts }
  const media = await storeSeedMedia(storage, content)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`)
    if (await hasTrips(tx)) return
    await insertDemoRows(tx, content, media)
    await insertDemoOrders(tx, now, content.trips)
    await insertAgencySales(tx, now)
    await giveDemoCustomerAPurchase(tx, now)
    await insertMoneyAfterSale(tx, now)
    await insertDemoWaitlists(tx, now)
  })
}
