import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AdminTripListQuery, AdminTripSummary } from '../../../domain/admin/trip/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { Classification } from '../../../domain/trip.ts'
import type { Db } from '../../db/client.ts'
import { qualified } from '../../db/qualified.ts'
import { foldForSearch, orders, tripImages, tripOptions, trips, type StoredImage } from '../../db/schema/index.ts'
import { uploadUrl } from '../../storage/image-dto.ts'
import { likePattern, orderByOf, pageWindow, toPage, windowTotal } from '../list-query.ts'

const fromPrice = sql<number | null>`(select min(${tripOptions.priceCents}) from ${tripOptions} where ${tripOptions.tripId} = ${qualified(trips.id)})`.mapWith((value) =>
  value === null ? null : Number(value),
)
const cover = sql<StoredImage | null>`(select ${tripImages.image} from ${tripImages} where ${tripImages.tripId} = ${qualified(trips.id)} order by ${tripImages.position}, ${tripImages.id} limit 1)`

/** Each word of `q` in the trip's folded name, destination and place (the indexed trips.search_text). */
function filtersOf(query: AdminTripListQuery): SQL[] {
  const filters: SQL[] = []
  if (query.classification !== undefined) filters.push(eq(trips.classification, query.classification))
  if (query.transport) filters.push(eq(trips.transport, query.transport))
  if (query.published !== undefined) filters.push(eq(trips.published, query.published))
  if (query.featured !== undefined) filters.push(eq(trips.featured, query.featured))
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) filters.push(sql`${trips.searchText} like ${foldForSearch(sql`${likePattern(word)}`)}`)
  return filters
}

const smallestRendition = (image: StoredImage) => Object.entries(image.widths).sort(([a], [b]) => Number(a) - Number(b))[0]?.[1] ?? image.key

export async function listAdminTrips(db: Db, query: AdminTripListQuery): Promise<Page<AdminTripSummary>> {
  const where = and(...filtersOf(query))
  const rows = await db
    .select({
      id: trips.id,
      name: trips.name,
      slug: trips.slug,
      classification: trips.classification,
      transport: trips.transport,
      checkIn: trips.checkIn,
      checkOut: trips.checkOut,
      destination: trips.destination,
      vacancies: trips.vacancies,
      seatsLeft: trips.seatsLeft,
      featured: trips.featured,
      published: trips.published,
      updatedAt: trips.updatedAt,
      fromPriceCents: fromPrice,
      cover,
      total: windowTotal,
    })
    .from(trips)
    .where(where)
    .orderBy(
      ...orderByOf(
        query.sort,
        '-checkIn',
        {
          checkIn: trips.checkIn,
          name: trips.name,
          classification: trips.classification,
          seatsLeft: trips.seatsLeft,
          vacancies: trips.vacancies,
          fromPrice,
          updatedAt: trips.updatedAt,
        },
        trips.id,
      ),
    )
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const ordersByTrip = await countOrders(
    db,
    rows.map((row) => row.id),
  )
  return toPage(
    query,
    rows,
    ({ total: _, cover: image, updatedAt, classification, ...row }) => ({
      ...row,
      classification: classification as Classification,
      orders: ordersByTrip.get(row.id) ?? 0,
      coverUrl: image ? uploadUrl(smallestRendition(image)) : null,
      updatedAt: updatedAt.toISOString(),
    }),
    () => db.$count(trips, where),
  )
}

/** Orders per trip of one page, in one grouped read (orders has no index on trip_id to lean on per row). */
async function countOrders(db: Db, tripIds: number[]): Promise<Map<number, number>> {
  if (tripIds.length === 0) return new Map()
  const rows = await db.select({ tripId: orders.tripId, orders: count() }).from(orders).where(inArray(orders.tripId, tripIds)).groupBy(orders.tripId)
  return new Map(rows.map((row) => [row.tripId!, row.orders]))
}
