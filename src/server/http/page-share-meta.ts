import { findTripShareFacts, shareCardUrl, type TripShareFacts } from '../catalogue/share-card-facts.ts'
import type { Db } from '../db/client.ts'
import { findLinkPreview } from './link-preview.ts'
import { siteShareMeta, type ShareMeta, type SiteMeta } from './share-meta.ts'

function tripShareMeta(facts: TripShareFacts, publicUrl: string): ShareMeta {
  return {
    title: facts.name,
    description: [facts.datesText, facts.destination, facts.priceText].filter(Boolean).join(' · '),
    url: `${publicUrl}/trip/${facts.slug}`,
    imageUrl: shareCardUrl(publicUrl, facts),
    card: { alt: [facts.name, facts.datesText].filter(Boolean).join(', ') },
  }
}

const tripPath = /^\/trip\/([a-z0-9-]{1,200})\/?$/

/** The page's own preview, for a trip or an open payment link; null for every other page. */
async function ownShareMeta(db: Db, publicUrl: string, url: URL, now: Date): Promise<ShareMeta | null> {
  const slug = tripPath.exec(url.pathname)?.[1]
  if (slug) {
    const facts = await findTripShareFacts(db, slug)
    return facts && tripShareMeta(facts, publicUrl)
  }
  const token = url.pathname.replace(/\/$/, '') === '/externalPayment' ? url.searchParams.get('link') : null
  return token && token.length <= 200 ? findLinkPreview(db, token, publicUrl, now) : null
}

/** The preview of the page at `url`: its own, or the site's (an unknown trip or a closed link included). */
export async function pageShareMeta(db: Db, publicUrl: string, site: SiteMeta, url: URL, now: Date): Promise<ShareMeta> {
  return (await ownShareMeta(db, publicUrl, url, now)) ?? siteShareMeta(site, publicUrl, url.pathname)
}
