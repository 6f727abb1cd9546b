import type { DbOrTx } from '../../db/client.ts'
import { and, eq, ne } from 'drizzle-orm'
import { paymentLinks } from '../../db/schema/index.ts'
import type { MoveHooks, MovedOrder } from '../orders/moves.ts'

/**
 * Keeps a payment link in step with the order placed through it, inside the move's transaction
 * (a hook of the order's moves, sale/orders/moves.ts). Paid: the link is paid, whatever happened
 * to it meanwhile (the money was taken). Ended unpaid: the link is free for the next payer. A
 * refund leaves a paid link paid.
 */
async function syncPaymentLink(tx: DbOrTx, { orderId, paymentLinkId, from, to, at }: MovedOrder): Promise<void> {
  if (paymentLinkId === null || from !== 'pending') return
  if (to === 'paid') {
    await tx
      .update(paymentLinks)
      .set({ status: 'paid', paidAt: at, orderId })
      .where(and(eq(paymentLinks.id, paymentLinkId), ne(paymentLinks.status, 'paid')))
    return
  }
  await tx
    .update(paymentLinks)
    .set({ orderId: null })
    .where(and(eq(paymentLinks.id, paymentLinkId), eq(paymentLinks.orderId, orderId), eq(paymentLinks.status, 'open')))
}

export const paymentLinkMoveHooks: MoveHooks = { moved: [syncPaymentLink], heldSeats: [], seatsHeldFor: [] }
