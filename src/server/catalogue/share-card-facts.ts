import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { formatBRL } from '../../domain/money.ts'
import { tripDateRangeText } from '../../domain/trip-dates.ts'
import type { Db } from '../db/client.ts'
import { qualified } from '../db/qualified.ts'
import { tripImages, tripOptions, trips, type StoredImage } from '../db/schema/index.ts'

/** Bump when the card's drawing changes, so every card gets a new URL and crawlers fetch it again. */
const CARD_DESIGN = 1
/** The card is 1200 px wide: the smallest rendition at least that wide is sharp enough. */
const CARD_SOURCE_WIDTH = 1200

/** What a trip's link preview says and draws: its tags and its share card come from these. */
export interface TripShareFacts {
  slug: string
  name: string
  destination: string
  /** "12 a 18 de março de 2030"; "" when the dates are unreadable. */
  datesText: string
  /** "a partir de R$ 1.290,00"; null for a trip without options. */
  priceText: string | null
  /** The storage key of the first photo's rendition the card is cut from. */
  imageKey: string | null
  imageAlt: string
  /** Changes whenever anything above (or the trip's row) changes: the card's ETag and URL version. */
  version: string
}

/** Where a trip's share card is served; the version makes a changed card a new URL for crawlers' caches. */
export const shareCardUrl = (publicUrl: string, facts: Pick<TripShareFacts, 'slug' | 'version'>) => `${publicUrl}/api/trips/${facts.slug}/share-card.jpg?v=${facts.version}`

function cardSourceKey(image: StoredImage): string {
  const fitting = Object.entries(image.widths)
    .map(([width, key]) => ({ width: Number(width), key }))
    .filter(({ width }) => width >= CARD_SOURCE_WIDTH)
    .sort((a, b) => a.width - b.width)[0]
  return fitting?.key ?? image.key
}

/** A published trip's preview facts by its URL name, or null. */
export async function findTripShareFacts(db: Db, slug: string): Promise<TripShareFacts | null> {
  const [row] = await db
    .select({
      name: trips.name,
      destination: trips.destination,
      checkIn: trips.checkIn,
      checkOut: trips.checkOut,
      updatedAt: trips.updatedAt,
      fromPriceCents: sql<number | null>`(select min(${tripOptions.priceCents}) from ${tripOptions} where ${tripOptions.tripId} = ${qualified(trips.id)})`,
      image: sql<StoredImage | null>`(select ${tripImages.image} from ${tripImages} where ${tripImages.tripId} = ${qualified(trips.id)} order by ${tripImages.position}, ${tripImages.id} limit 1)`,
    })
    .from(trips)
    .where(and(eq(trips.slug, slug), eq(trips.published, true)))
  if (!row) return null
  const priceText = row.fromPriceCents === null ? null : `a partir de ${formatBRL(Number(row.fromPriceCents))}`
  const facts = {
    slug,
    name: row.name,
    destination: row.destination,
    datesText: tripDateRangeText(row.checkIn, row.checkOut, 'pt-BR'),
    priceText,
    imageKey: row.image ? cardSourceKey(row.image) : null,
    imageAlt: row.image?.alt ?? '',
  }
  const version = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, new Date(row.updatedAt).toISOString(), facts]))
    .digest('base64url')
    .slice(0, 16)
  return { ...facts, version }
}
