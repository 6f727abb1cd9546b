import { asc, eq } from 'drizzle-orm'
import { PRODUCT_MAX_INSTALLMENTS } from '../../../domain/installments.ts'
import { type PublicPaymentLink } from '../../../domain/payment-link.ts'
import type { Db } from '../../db/client.ts'
import { tripImages } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { orderItemOf } from '../orders/stored-item.ts'
import { uploadUrl } from '../../storage/image-dto.ts'
import { LinkClosed } from './link-closed.ts'
import { findLinkByToken, statusOf } from './queries.ts'

/** GET /api/payment-links/{token}: what the buyer sees; 404 unknown, 410 with the status when it can no longer be paid. */
export async function publicPaymentLink(db: Db, token: string, now: Date): Promise<PublicPaymentLink> {
  const row = await findLinkByToken(db, token)
  if (!row) throw apiError('payment_link.not_found')
  const status = statusOf(row.link, now)
  if (status !== 'open') throw new LinkClosed(status)
  if (!row.agencyApproved) throw new LinkClosed('agency_suspended')
  const [cover] =
    row.link.tripId === null
      ? []
      : await db.select({ image: tripImages.image }).from(tripImages).where(eq(tripImages.tripId, row.link.tripId)).orderBy(asc(tripImages.position), asc(tripImages.id)).limit(1)
  const image = cover?.image ?? row.productPhoto
  return {
    status,
    item: orderItemOf(row.link, row.trip),
    amountCents: row.link.amountCents,
    expiresAt: row.link.expiresAt.toISOString(),
    agency: { name: row.agencyName },
    imageUrl: image ? uploadUrl(image.key) : null,
    maxInstallments: row.trip?.maxInstallments ?? PRODUCT_MAX_INSTALLMENTS,
    boletoInstallments: row.trip?.boletoInstallments ?? false,
  }
}
