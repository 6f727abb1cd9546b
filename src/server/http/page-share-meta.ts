import { findTripShareFacts, type TripShareFacts } from '../catalogue/share-card-facts.ts'
import type { Db } from '../db/client.ts'
import { siteShareMeta, type ShareMeta, type SiteMeta } from './share-meta.ts'

/** Where a trip's share card is served; the version makes a changed card a new URL for crawlers' caches. */
export const shareCardUrl = (publicUrl: string, facts: Pick<TripShareFacts, 'slug' | 'version'>) =>
  `${publicUrl}/api/trips/${facts.slug}/share-card.jpg?v=${facts.version}`

export function tripShareMeta(facts: TripShareFacts, publicUrl: string): ShareMeta {
  return {
    title: facts.name,
    description: [facts.datesText, facts.destination, facts.priceText].filter(Boolean).join(' · '),
    url: `${publicUrl}/trip/${facts.slug}`,
    imageUrl: shareCardUrl(publicUrl, facts),
    card: { alt: [facts.name, facts.datesText].filter(Boolean).join(', ') },
  }
}

const tripPath = /^\/trip\/([a-z0-9-]{1,200})\/?$/

/** The preview of the page at `url`: a trip's own, or the site's for any other page (or an unknown trip). */
export async function pageShareMeta(db: Db, publicUrl: string, site: SiteMeta, url: URL): Promise<ShareMeta> {
  const slug = tripPath.exec(url.pathname)?.[1]
  const facts = slug ? await findTripShareFacts(db, slug) : null
  if (facts) return tripShareMeta(facts, publicUrl)
  return siteShareMeta(site, publicUrl, url.pathname)
}
