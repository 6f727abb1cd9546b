import { inArray } from 'drizzle-orm'
import { slugify } from '../../../domain/slug.ts'
import { HOME_BANNER_COUNT_KEY } from '../../catalogue/content-service.ts'
import type { Db } from '../client.ts'
import { airlines, banners, eventTypes, products, settings, tips, travelInformation, tripFlights, tripImages, tripOptions, trips, tripSaleTerms } from '../schema/index.ts'
import { defaultCancellationPolicy } from '../../../domain/sale-terms.ts'
import type { SeedContent, SeedMedia } from './media.ts'
import { airlineNames, eventTypeRows, travelInformationRows } from './reference-data.ts'
import { insertDemoDepartures } from './road.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Name → id, for rows that may already exist (an admin can add airlines before the first trip). */
async function ensureAirlines(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(airlines)
    .values(airlineNames.map((name) => ({ name })))
    .onConflictDoNothing()
  const rows = await tx.select().from(airlines).where(inArray(airlines.name, airlineNames))
  return new Map(rows.map((row) => [row.name, row.id]))
}

async function ensureEventTypes(tx: Tx): Promise<Map<string, number>> {
  await tx.insert(eventTypes).values(eventTypeRows).onConflictDoNothing()
  const rows = await tx
    .select()
    .from(eventTypes)
    .where(
      inArray(
        eventTypes.slug,
        eventTypeRows.map((row) => row.slug),
      ),
    )
  return new Map(rows.map((row) => [row.slug, row.id]))
}

const lookup = (ids: Map<string, number>, name: string) => {
  const id = ids.get(name)
  if (id === undefined) throw new Error(`Demo data refers to an unknown name: ${name}`)
  return id
}

async function insertTrips(tx: Tx, content: SeedContent, media: SeedMedia): Promise<void> {
  const airlineIds = await ensureAirlines(tx)
  const eventTypeIds = await ensureEventTypes(tx)
  const { trips: list } = content
  const inserted = await tx
    .insert(trips)
    .values(
      list.map(({ options: _o, flights: _f, images: _i, departure: _d, paymentPlan: _p, eventType, featured, boletoInstallments, ...trip }) => ({
        ...trip,
        slug: slugify(trip.name),
        eventTypeId: eventType ? lookup(eventTypeIds, eventType) : null,
        featured: featured ?? false,
        boletoInstallments: boletoInstallments ?? false,
      })),
    )
    .returning({ id: trips.id, slug: trips.slug })
  const tripIds = new Map(inserted.map((row) => [row.slug, row.id]))
  const idOf = (index: number) => lookup(tripIds, slugify(list[index]!.name))

  await tx.insert(tripOptions).values(list.flatMap((trip, t) => trip.options.map((option, position) => ({ ...option, tripId: idOf(t), position }))))
  await tx.insert(tripImages).values(list.flatMap((_, t) => media.trips[t]!.map((image, position) => ({ tripId: idOf(t), image, position }))))
  const flights = list.flatMap((trip, t) =>
    (trip.flights ?? []).map(({ airline, ...flight }, leg) => ({ ...flight, tripId: idOf(t), leg: leg + 1, airlineId: lookup(airlineIds, airline) })),
  )
  if (flights.length > 0) await tx.insert(tripFlights).values(flights)
  await insertDemoDepartures(tx, list, idOf)
  const { tiers, creditMonths } = defaultCancellationPolicy()
  const plans = list.flatMap((trip, t) => (trip.paymentPlan ? [{ tripId: idOf(t), ...trip.paymentPlan, cancellationTiers: tiers, creditMonths }] : []))
  if (plans.length > 0) await tx.insert(tripSaleTerms).values(plans)
}

/** Every demo row, in one go; the caller owns the transaction. */
export async function insertDemoRows(tx: Tx, content: SeedContent, media: SeedMedia): Promise<void> {
  await insertTrips(tx, content, media)
  await tx.insert(travelInformation).values(travelInformationRows.map((row, position) => ({ ...row, position })))
  await tx.insert(banners).values(content.banners.map((banner, i) => ({ ...banner, image: media.banners[i]! })))
  await tx
    .insert(tips)
    .values(content.tips.map(({ image: _image, ...tip }, i) => ({ ...tip, image: media.tips[i]!, position: i })))
    .onConflictDoNothing()
  await tx.insert(products).values(content.products.map(({ photo: _photo, pdf: _pdf, ...product }, i) => ({ ...product, photo: media.products[i]! })))
  await tx.insert(settings).values({ key: HOME_BANNER_COUNT_KEY, value: 5 }).onConflictDoNothing()
}
