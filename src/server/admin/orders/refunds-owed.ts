import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AdminOrder, OwedRefund } from '../../../domain/admin/order.ts'
import type { Db } from '../../db/client.ts'
import { orderCancellations, orderLedger, orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { SaleContext } from '../../sale/context.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'

/** GET /api/admin/orders/refunds-owed: the refunds an admin still has to send (a boleto's to the buyer's Pix key, one the gateway refused), oldest first. */
export async function listOwedRefunds(db: Db): Promise<OwedRefund[]> {
  const rows = await db
    .select({
      id: orderLedger.id,
      code: orders.code,
      amountCents: orderLedger.amountCents,
      method: orderLedger.method,
      pixKey: orderCancellations.pixKey,
      payer: orders.payer,
      at: orderLedger.at,
    })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
    .where(and(eq(orderLedger.kind, 'refund'), isNull(orderLedger.sentAt)))
    .orderBy(asc(orderLedger.at), asc(orderLedger.id))
    .limit(500)
  return rows.map(({ payer, at, ...row }) => ({ ...row, payerName: payer.name, at: at.toISOString() }))
}

/**
 * POST /api/admin/orders/{code}/refunds/{id}/sent: an admin sent an owed refund by hand (a Pix to
 * the buyer's key). Once: a refund already sent is a 409; the admin and their note go in the audit log.
 */
export async function markRefundSent(ctx: SaleContext, actorId: number, code: string, refundId: number, note: string): Promise<AdminOrder> {
  const at = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx
      .select({ id: orderLedger.id, sentAt: orderLedger.sentAt, amountCents: orderLedger.amountCents })
      .from(orderLedger)
      .innerJoin(orders, eq(orders.id, orderLedger.orderId))
      .where(and(eq(orders.code, code), eq(orderLedger.id, refundId), eq(orderLedger.kind, 'refund')))
    if (!refund) throw apiError('order.refund_not_found')
    const [sent] = await tx
      .update(orderLedger)
      .set({ sentAt: at })
      .where(and(eq(orderLedger.id, refund.id), isNull(orderLedger.sentAt)))
      .returning({ id: orderLedger.id })
    if (!sent) throw apiError('order.refund_already_sent')
    await recordAudit(
      tx,
      {
        actorId,
        entity: 'order',
        entityId: code,
        action: 'refund_sent',
        before: { refundId, sentAt: null },
        after: { refundId, sentAt: at.toISOString(), amountCents: refund.amountCents, note },
      },
      at,
    )
  })
  return getAdminOrder(ctx, code)
}
