import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orders, paymentLinks } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { LinkPendingCaps } from '../orders/settings.ts'
import type { LinkRow } from './queries.ts'

/**
 * Refuses (409) a link's order when its payer's email already has `perPayer` unpaid link orders
 * of the same trip (or product), or the link's agency `perAgency`: unpaid orders hold seats, and
 * links let anyone place them without an account (issue 25, finding 7). Link checkouts of one
 * item queue on an advisory lock of that item, so parallel ones are counted one after the other;
 * an advisory lock, not a row's, so no other writer (an agency's erasure locking its row and then
 * its links) can wait on it the other way round.
 */
export async function assertLinkPendingRoom(tx: DbOrTx, caps: LinkPendingCaps, link: LinkRow, payerEmail: string, at: Date) {
  const item = link.productId !== null ? `product:${link.productId}` : `trip:${link.tripId}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`link-pending:${item}`}, 0))`)
  const sameItem = link.productId !== null ? eq(orders.productId, link.productId) : eq(orders.tripId, link.tripId!)
  const [unpaid] = await tx
    .select({
      payer: sql<number>`count(*) filter (where lower(${orders.payer} ->> 'email') = ${payerEmail.toLowerCase()})`.mapWith(Number),
      agency: sql<number>`count(*) filter (where ${paymentLinks.agencyId} = ${link.agencyId})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(paymentLinks, eq(paymentLinks.id, orders.paymentLinkId))
    .where(and(sameItem, eq(orders.status, 'pending'), or(isNull(orders.expiresAt), gt(orders.expiresAt, at))))
  if ((unpaid?.payer ?? 0) >= caps.perPayer) throw apiError('order.too_many_pending', { max: caps.perPayer })
  if ((unpaid?.agency ?? 0) >= caps.perAgency) throw apiError('payment_link.agency_too_many_pending', { max: caps.perAgency })
}
