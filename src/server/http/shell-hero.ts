import { asc, eq } from 'drizzle-orm'
import type { TripImage } from '../../domain/trip.ts'
import { listLiveBanners } from '../catalogue/content-service.ts'
import type { Db } from '../db/client.ts'
import { tripImages, trips } from '../db/schema/index.ts'
import { imageDto } from '../storage/image-dto.ts'
import { escapeHtml } from './escape-html.ts'

/** Where the page's largest image goes in index.html's static shell. */
export const SHELL_HERO_MARKER = '<!--shell-hero-->'

function imageTag(image: TripImage, sizes: string): string {
  const srcset = Object.entries(image.widths)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  const src = image.widths['960'] ?? image.url
  return `<img src="${escapeHtml(src)}" srcset="${escapeHtml(srcset)}" sizes="${sizes}" alt="${escapeHtml(image.alt)}" fetchpriority="high">`
}

async function firstTripImage(db: Db, slug: string): Promise<TripImage | null> {
  const [row] = await db
    .select({ image: tripImages.image })
    .from(tripImages)
    .innerJoin(trips, eq(trips.id, tripImages.tripId))
    .where(eq(trips.slug, slug))
    .orderBy(asc(tripImages.position), asc(tripImages.id))
    .limit(1)
  return row ? imageDto(row.image) : null
}

/**
 * The largest image of the home page (first banner) and of a trip page (first photo), drawn in
 * the static shell so the browser paints it before the JavaScript runs. React then draws the
 * same image at the same size, from the HTTP cache, in its place.
 */
export async function shellHero(db: Db, pathname: string, now: Date): Promise<string> {
  if (pathname === '/') {
    const [banner] = await listLiveBanners(db, now)
    return banner ? `<div class="shell-hero">${imageTag(banner.image, '100vw')}</div>` : ''
  }
  const tripName = /^\/trip\/([a-z0-9-]{1,200})$/.exec(pathname)?.[1]
  if (tripName) {
    const image = await firstTripImage(db, tripName)
    return image ? `<div class="shell-trip">${imageTag(image, '(min-width: 1152px) 1152px, 100vw')}</div>` : ''
  }
  return ''
}
