import type { DbOrTx } from '../../db/client.ts'
import { and, eq } from 'drizzle-orm'
import { isExpired } from '../../../domain/order-status.ts'
import { externalPostCheckoutPath, type PlaceLinkOrder } from '../../../domain/payment-link.ts'
import { orders, paymentLinkKeys, paymentLinks, users } from '../../db/schema/index.ts'
import { ApiError, apiError } from '../../http/errors.ts'
import { creditOfAgency } from '../orders/attribution.ts'
import type { OrdersContext } from '../orders/context.ts'
import { ItemRefused, priceItem, seatsShort, seatsShortOf } from '../orders/pricing.ts'
import { newOrderOf, replayOf, type ChannelSale, type OrderChannel, type Placed } from '../orders/service.ts'
import type { Mover } from '../orders/moves.ts'
import { LinkClosed } from './link-closed.ts'
import { assertLinkPendingRoom } from './link-pending-cap.ts'
import { statusOf, type LinkRow } from './queries.ts'

/**
 * Refuses a link nobody may pay now: closed or its agency suspended (410 with the status), or an order on it still
 * waiting for its payment (409). An order on it whose time ran out is expired here, in the same
 * transaction, so the next payer is not turned away by a Pix nobody paid.
 */
async function assertPayable(tx: DbOrTx, link: LinkRow, at: Date, move: Mover) {
  const status = statusOf(link, at)
  if (status !== 'open') throw new LinkClosed(status)
  const [agency] = await tx.select({ approvedAt: users.approvedAt }).from(users).where(eq(users.id, link.agencyId))
  if (!agency?.approvedAt) throw new LinkClosed('agency_suspended')
  if (link.orderId === null) return
  // SKIP LOCKED: a webhook or the sweeper moving this order holds its row and then wants the
  // link's, which this transaction holds; waiting here would deadlock, so the guest is told a
  // payment is in progress and tries again a moment later.
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.id, link.orderId))
    .for('update', { skipLocked: true })
  if (!order) throw apiError('payment_link.payment_in_progress')
  if (order.status !== 'pending') return
  if (!isExpired({ status: order.status, expiresAt: order.expiresAt?.toISOString() ?? null }, at)) throw apiError('payment_link.payment_in_progress')
  await move.end(order.id, 'canceled', 'expired')
}

/**
 * A guest paying a payment link (POST /api/payment-links/{token}/orders). The link's row is
 * locked first, inside the order's transaction, so of many guests racing on one link exactly one
 * places an order; the others wait, then find it in progress (409) or paid (410). The amount is
 * the link's, frozen when it was made; the sale is credited to the link's agency.
 */
export function linkChannel(ctx: OrdersContext, token: string, input: PlaceLinkOrder): OrderChannel {
  const channel: OrderChannel = {
    payment: input.payment,
    payer: input.payer,
    plan: input.plan,
    place: (_ctx, key, hash, at) =>
      ctx.moves.transaction(at, async (tx, move): Promise<Placed> => {
        const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.token, token)).for('update')
        if (!link) throw apiError('payment_link.not_found')
        const [earlier] = await tx
          .select()
          .from(paymentLinkKeys)
          .where(and(eq(paymentLinkKeys.linkId, link.id), eq(paymentLinkKeys.key, key)))
        if (earlier) return replayOf(earlier, hash)
        await assertPayable(tx, link, at, move)
        await tx.insert(paymentLinkKeys).values({ linkId: link.id, key, requestHash: hash, createdAt: at })
        const sale = await sell(tx, link, at)
        const short = seatsShortOf(sale.priced)
        if (short !== null) throw seatsShort(short)
        const row = await move.place(await newOrderOf(ctx, channel, sale, at, tx))
        if ('replayOf' in row) throw new Error('an order without a buyer has no key to replay')
        await tx
          .update(paymentLinkKeys)
          .set({ orderId: row.id })
          .where(and(eq(paymentLinkKeys.linkId, link.id), eq(paymentLinkKeys.key, key)))
        await tx.update(paymentLinks).set({ orderId: row.id }).where(eq(paymentLinks.id, link.id))
        return { kind: 'new', row }
      }),
    returnUrlOf: (code) => Promise.resolve(`${ctx.settings.publicUrl}${externalPostCheckoutPath(code)}`),
  }

  /** The link's item at today's price, sold at the link's frozen amount and credited to its agency. */
  async function sell(tx: DbOrTx, link: LinkRow, at: Date): Promise<ChannelSale> {
    const item =
      link.productId !== null ? { productId: link.productId } : { tripId: link.tripId!, optionId: link.optionId!, people: link.people, boardingPointId: link.boardingPointId }
    // The agency's link stands, but its item is no longer for sale (unpublished, departed, option gone).
    const priced = await priceItem(tx, item, at).catch((error: unknown) => {
      throw error instanceof ItemRefused ? new ApiError(error.code, undefined, { status: 409 }) : error
    })
    await assertLinkPendingRoom(tx, ctx.settings.linkPendingCaps, link, input.payer.email, at)
    return {
      priced: { ...priced, unitPriceCents: link.unitPriceCents, amountCents: link.amountCents, boardingExtraCents: link.boardingExtraCents },
      userId: null,
      paymentLinkId: link.id,
      credit: await creditOfAgency(tx, link.agencyId),
    }
  }

  return channel
}
