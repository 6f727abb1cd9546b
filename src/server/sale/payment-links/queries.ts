import type { DbOrTx } from '../../db/client.ts'
import { eq, sql } from 'drizzle-orm'
import { externalPaymentPath, type PaymentLink, type PaymentLinkStatus } from '../../../domain/payment-link.ts'
import { orders, paymentLinks, products, trips, users } from '../../db/schema/index.ts'
import { orderItemOf } from '../orders/stored-item.ts'

export type LinkRow = typeof paymentLinks.$inferSelect

/** Stored open, paid or canceled; an open link past its time is expired. */
export const statusOf = (link: Pick<LinkRow, 'status' | 'expiresAt'>, now: Date): PaymentLinkStatus =>
  link.status === 'open' && link.expiresAt.getTime() <= now.getTime() ? 'expired' : link.status

/** The link with its trip's dates and the order placed through it (pending or paid). */
export const selectLinks = (db: DbOrTx) =>
  db
    .select({
      link: paymentLinks,
      trip: { slug: trips.slug, checkIn: trips.checkIn, checkOut: trips.checkOut },
      order: { code: orders.code, status: orders.status, payer: orders.payer },
    })
    .from(paymentLinks)
    .leftJoin(trips, eq(trips.id, paymentLinks.tripId))
    .leftJoin(orders, eq(orders.id, paymentLinks.orderId))

export type LinkWithRefs = Awaited<ReturnType<typeof selectLinks>>[number]

export function toPaymentLink(row: LinkWithRefs, publicUrl: string, now: Date): PaymentLink {
  const { link, order } = row
  return {
    token: link.token,
    url: `${publicUrl}${externalPaymentPath(link.token)}`,
    status: statusOf(link, now),
    amountCents: link.amountCents,
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
    item: orderItemOf(link, row.trip),
    customer: { name: link.customerName, email: link.customerEmail, phone: link.customerPhone },
    order: order ? { code: order.code, status: order.status, payerName: order.payer.name, paidAt: link.paidAt?.toISOString() ?? null } : null,
  }
}

/**
 * The link a buyer opens (by its token) with its agency's name, its trip's dates and checkout
 * limits, and its product's photo: for the link page and its preview.
 */
export async function findLinkByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      link: paymentLinks,
      agencyName: users.firstName,
      agencyApproved: sql<boolean>`${users.approvedAt} is not null`,
      trip: { slug: trips.slug, checkIn: trips.checkIn, checkOut: trips.checkOut, maxInstallments: trips.maxInstallments, boletoInstallments: trips.boletoInstallments },
      productPhoto: products.photo,
    })
    .from(paymentLinks)
    .innerJoin(users, eq(users.id, paymentLinks.agencyId))
    .leftJoin(trips, eq(trips.id, paymentLinks.tripId))
    .leftJoin(products, eq(products.id, paymentLinks.productId))
    .where(eq(paymentLinks.token, token))
  return row
}
