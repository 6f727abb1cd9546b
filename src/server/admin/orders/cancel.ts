import { eq } from 'drizzle-orm'
import { type AdminOrder } from '../../../domain/admin/order.ts'
import { orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { OrdersContext } from '../../sale/orders/context.ts'
import { moveOrder } from '../../sale/orders/transitions.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'

/**
 * POST /api/admin/orders/{code}/cancel: a pending order becomes canceled through the one
 * transition every status change takes (moveOrder: conditional on pending, so its seats return
 * once however many cancels, webhooks and sweeps race), with the admin in its status history and
 * in the audit log, then the live channels are told. 409 for an order that is not pending.
 *
 * The gateway is not told: its port (payments/gateway.ts) has no cancel. A Pix or boleto paid
 * after this reaches the webhook as a payment for a final order, which is logged for a refund
 * by hand (payments/events.ts).
 */
export async function cancelPendingOrder(ctx: OrdersContext, actorId: number, code: string, note: string): Promise<AdminOrder> {
  const at = ctx.now()
  const update = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.code, code))
    if (!order) throw apiError('order.not_found')
    const moved = await moveOrder(tx, order.id, 'canceled', 'canceled_by_admin', at, { actorId, note })
    if (!moved) throw apiError('order.cancel_not_pending')
    await recordAudit(tx, { actorId, entity: 'order', entityId: code, action: 'update', before: { status: 'pending' }, after: { status: 'canceled', note } }, at)
    return moved
  })
  ctx.live.publish(update)
  return getAdminOrder(ctx, code)
}
