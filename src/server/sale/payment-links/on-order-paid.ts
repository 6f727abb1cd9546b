import type { DbOrTx } from '../../db/client.ts'
import { and, eq, ne } from 'drizzle-orm'
import type { OrderStatus } from '../../../domain/order-status.ts'
import { paymentLinks } from '../../db/schema/index.ts'

/**
 * Keeps a payment link in step with the order placed through it, inside the move's transaction
 * (called by orders/transitions.ts moveOrder). Paid: the link is paid, whatever happened to it
 * meanwhile (the money was taken). Ended unpaid: the link is free for the next payer.
 */
export async function syncPaymentLink(tx: DbOrTx, orderId: number, paymentLinkId: number | null, to: OrderStatus, at: Date): Promise<void> {
  if (paymentLinkId === null) return
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
