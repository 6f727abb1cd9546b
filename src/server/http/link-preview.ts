import { formatBRL } from '../../domain/money.ts'
import { externalPaymentPath } from '../../domain/payment-link.ts'
import { tripDateRangeText } from '../../domain/trip-dates.ts'
import { findTripShareFacts, shareCardUrl } from '../catalogue/share-card-facts.ts'
import type { Db } from '../db/client.ts'
import { findLinkByToken, statusOf } from '../sale/payment-links/queries.ts'
import { uploadUrl } from '../storage/image-dto.ts'
import { SITE_IMAGE_PATH, type ShareMeta } from './share-meta.ts'

const peopleText = (people: number) => (people === 1 ? '1 pessoa' : `${people} pessoas`)

/**
 * The preview of an open payment link (/externalPayment?link=TOKEN): what is sold, by which
 * agency, when, for how many and the total, over the trip's share card (or the product's photo).
 * Whom the link is for never shows: a preview is seen by whoever the link is pasted to. A link
 * that is unknown, paid, canceled or past its date has none (null): the page shows the site's.
 */
export async function findLinkPreview(db: Db, token: string, publicUrl: string, now: Date): Promise<ShareMeta | null> {
  const row = await findLinkByToken(db, token)
  if (!row || statusOf(row.link, now) !== 'open') return null
  const { link, trip } = row
  const total = `total ${formatBRL(link.amountCents)}`
  const meta = {
    title: `${link.itemName} — ${row.agencyName}`,
    url: `${publicUrl}${externalPaymentPath(token)}`,
    imageUrl: `${publicUrl}${SITE_IMAGE_PATH}`,
    noindex: true,
  }
  if (trip) {
    const dates = tripDateRangeText(trip.checkIn, trip.checkOut, 'pt-BR')
    const description = [dates, link.optionName, peopleText(link.people), total].filter(Boolean).join(' · ')
    const card = await findTripShareFacts(db, trip.slug)
    if (!card) return { ...meta, description }
    return { ...meta, description, imageUrl: shareCardUrl(publicUrl, card), card: { alt: [link.itemName, dates].filter(Boolean).join(', ') } }
  }
  return { ...meta, description: `Link de pagamento · ${total}`, imageUrl: row.productPhoto ? `${publicUrl}${uploadUrl(row.productPhoto.key)}` : meta.imageUrl }
}
