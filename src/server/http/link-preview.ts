import { eq } from 'drizzle-orm'
import { formatBRL } from '../../domain/money.ts'
import { externalPaymentPath } from '../../domain/payment-link.ts'
import { tripDateRangeText } from '../../domain/trip-dates.ts'
import { findTripShareFacts, shareCardUrl } from '../catalogue/share-card-facts.ts'
import type { Db } from '../db/client.ts'
import { paymentLinks, products, trips, users } from '../db/schema.ts'
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
  const [link] = await db
    .select({
      itemName: paymentLinks.itemName,
      optionName: paymentLinks.optionName,
      people: paymentLinks.people,
      amountCents: paymentLinks.amountCents,
      status: paymentLinks.status,
      expiresAt: paymentLinks.expiresAt,
      agencyName: users.firstName,
      tripSlug: trips.slug,
      checkIn: trips.checkIn,
      checkOut: trips.checkOut,
      productPhoto: products.photo,
    })
    .from(paymentLinks)
    .innerJoin(users, eq(users.id, paymentLinks.agencyId))
    .leftJoin(trips, eq(trips.id, paymentLinks.tripId))
    .leftJoin(products, eq(products.id, paymentLinks.productId))
    .where(eq(paymentLinks.token, token))
  if (!link || link.status !== 'open' || link.expiresAt.getTime() <= now.getTime()) return null
  const total = `total ${formatBRL(link.amountCents)}`
  const meta = {
    title: `${link.itemName} — ${link.agencyName}`,
    url: `${publicUrl}${externalPaymentPath(token)}`,
    imageUrl: `${publicUrl}${SITE_IMAGE_PATH}`,
    noindex: true,
  }
  if (link.tripSlug && link.checkIn && link.checkOut) {
    const dates = tripDateRangeText(link.checkIn, link.checkOut)
    const description = [dates, link.optionName, peopleText(link.people), total].filter(Boolean).join(' · ')
    const card = await findTripShareFacts(db, link.tripSlug)
    if (!card) return { ...meta, description }
    return { ...meta, description, imageUrl: shareCardUrl(publicUrl, card), card: { alt: [link.itemName, dates].filter(Boolean).join(', ') } }
  }
  return { ...meta, description: `Link de pagamento · ${total}`, imageUrl: link.productPhoto ? `${publicUrl}${uploadUrl(link.productPhoto.key)}` : meta.imageUrl }
}
