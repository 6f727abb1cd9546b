import { and, asc, eq, gt, gte, isNull, lte, min, or } from 'drizzle-orm'
import type { Banner, EventType, Product, Tip, TravelInformation } from '../../domain/catalogue.ts'
import type { Db } from '../db/client.ts'
import { banners, eventTypes, products, settings, tips, travelInformation } from '../db/schema/index.ts'
import { imageDto, uploadUrl } from '../storage/image-dto.ts'

export const HOME_BANNER_COUNT_KEY = 'homeBannerCount'
export const DEFAULT_HOME_BANNER_COUNT = 5

/** Banners inside their optional start/end window at `now`, in display order, at most the home count. */
export async function listLiveBanners(db: Db, now: Date): Promise<Banner[]> {
  const [setting] = await db.select().from(settings).where(eq(settings.key, HOME_BANNER_COUNT_KEY))
  const limit = typeof setting?.value === 'number' ? setting.value : DEFAULT_HOME_BANNER_COUNT
  const at = now.toISOString()
  const rows = await db
    .select()
    .from(banners)
    .where(and(or(isNull(banners.startsAt), lte(banners.startsAt, at)), or(isNull(banners.endsAt), gte(banners.endsAt, at))))
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, image: imageDto(row.image), startsAt: toIso(row.startsAt), endsAt: toIso(row.endsAt) }))
}

/**
 * The next moment the live banners can change by the clock alone: a banner's start, or the
 * instant after its end (its end is still inside its window). Null when no window lies ahead.
 */
export async function nextBannerChange(db: Db, now: Date): Promise<Date | null> {
  const at = now.toISOString()
  const [[starts], [ends]] = await Promise.all([
    db
      .select({ at: min(banners.startsAt) })
      .from(banners)
      .where(gt(banners.startsAt, at)),
    db
      .select({ at: min(banners.endsAt) })
      .from(banners)
      .where(gte(banners.endsAt, at)),
  ])
  const moments = [starts?.at ? new Date(starts.at).getTime() : null, ends?.at ? new Date(ends.at).getTime() + 1 : null].filter((time) => time !== null)
  return moments.length > 0 ? new Date(Math.min(...moments)) : null
}

/** The database's text form ("2030-01-15 13:00:00+00") is not ISO 8601, which the wire promises. */
export const toIso = (timestamp: string | null) => (timestamp === null ? null : new Date(timestamp).toISOString())

export async function listActiveTips(db: Db): Promise<Tip[]> {
  const rows = await db.select().from(tips).where(eq(tips.active, true)).orderBy(asc(tips.position), asc(tips.id))
  return rows.map(({ id, slug, title, text, image }) => ({ id, slug, title, text, image: image ? imageDto(image) : null }))
}

export async function listTravelInformation(db: Db): Promise<TravelInformation[]> {
  return db
    .select({ id: travelInformation.id, type: travelInformation.type, text: travelInformation.text })
    .from(travelInformation)
    .orderBy(asc(travelInformation.position), asc(travelInformation.id))
}

export async function listEventTypes(db: Db): Promise<EventType[]> {
  return db.select().from(eventTypes).orderBy(asc(eventTypes.name))
}

export async function listActiveProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.id))
  return rows.map(({ id, name, description, photo, pdfKey, priceCents }) => ({ id, name, description, photo: imageDto(photo), pdfUrl: uploadUrl(pdfKey), priceCents }))
}
