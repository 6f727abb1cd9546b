import { eq } from 'drizzle-orm'
import { type AdminOrder } from '../../../domain/admin/order.ts'
import { orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { SaleContext } from '../../sale/context.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'

/**
 * POST /api/admin/orders/{code}/cancel: a pending order becomes canceled through the one
 * move every status change takes (sale/orders/moves.ts: conditional on pending, so its seats return
 * once however many cancels, webhooks and sweeps race), with the admin in its status history and
 * in the audit log, then the live channels are told. 409 for an order that is not pending.
 *
 * The gateway is not told: its port (sale/orders/gateway.ts) has no cancel. A Pix or boleto paid
 * after this reaches the webhook as a payment for a final order, which is logged for a refund
 * by hand (payments/events.ts).
 */
export async function cancelPendingOrder(ctx: SaleContext, actorId: number, code: string, note: string): Promise<AdminOrder> {
  const at = ctx.now()
  await ctx.moves.transaction(at, async (tx, move) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.code, code))
    if (!order) throw apiError('order.not_found')
    const moved = await move.end(order.id, 'canceled', 'canceled_by_admin', { actorId, note })
    if (!moved) throw apiError('order.cancel_not_pending')
    await recordAudit(tx, { actorId, entity: 'order', entityId: code, action: 'update', before: { status: 'pending' }, after: { status: 'canceled', note } }, at)
  })
  return getAdminOrder(ctx, code)
}
