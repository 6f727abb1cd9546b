import { and, eq, isNotNull } from 'drizzle-orm'
import { type AdminOrder } from '../../../domain/admin/order.ts'
import { orderLedger, orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { assertOrderUnlocked } from '../../road/manifest-lock.ts'
import type { SaleContext } from '../../sale/context.ts'
import { GatewayUnavailable } from '../../sale/orders/gateway.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'
import { logger } from '../../observability/logger.ts'

/**
 * POST /api/admin/orders/{code}/refund: a paid order's money goes back to the payer. The gateway
 * is asked first (the sandbox marks its charge refunded; Mercado Pago refunds the payment in
 * full), so a refund it refuses changes nothing here (502). A charge the gateway in use does not
 * hold (an order made on another gateway) is recorded only: its money is refunded in that
 * gateway's panel, which the audit line says (`gatewayRefund: 'by-hand'`). Then, in one
 * transaction, the order becomes canceled (reason `refunded`, conditional on paid: its seats
 * return once), with the admin in its history and the audit log; the live channels are told.
 * The gateway's own refund webhook that follows finds the order refunded and changes nothing.
 */
/** The charges of the gateway in use the order's ledger counts as paid (and the order's own charge, for an order paid before the ledger). */
async function paidChargesOf(ctx: SaleContext, order: { id: number; gateway: string; chargeId: string | null }): Promise<string[]> {
  const charges = await ctx.db
    .select({ chargeId: orderLedger.chargeId })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, order.id), eq(orderLedger.kind, 'charge'), eq(orderLedger.gateway, ctx.gateway.name), isNotNull(orderLedger.chargeId)))
  const own = order.chargeId && order.gateway === ctx.gateway.name ? [order.chargeId] : []
  return [...new Set([...own, ...charges.map((charge) => charge.chargeId!)])]
}

export async function refundPaidOrder(ctx: SaleContext, actorId: number, code: string, note: string): Promise<AdminOrder> {
  const [order] = await ctx.db.select({ id: orders.id, status: orders.status, gateway: orders.gateway, chargeId: orders.chargeId }).from(orders).where(eq(orders.code, code))
  if (!order) throw apiError('order.not_found')
  if (order.status !== 'paid') throw apiError('order.refund_not_paid')
  // Before any money moves: a traveller on a locked carrier's list stays on it until an admin unlocks it.
  await assertOrderUnlocked(ctx.db, order.id)
  let refundedAtGateway = false
  // Every charge the order was paid by (a deposit order's deposit and balance), one by one.
  for (const chargeId of await paidChargesOf(ctx, order)) {
    try {
      refundedAtGateway = (await ctx.gateway.refundCharge(chargeId, ctx.now())) || refundedAtGateway
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error
      logger().warn({ err: error, order: code, gateway: ctx.gateway.name }, 'A refund at the gateway failed')
      throw apiError('order.refund_gateway_failed')
    }
  }
  const at = ctx.now()
  await ctx.moves.transaction(at, async (tx, move) => {
    const moved = await move.refund(order.id, { actorId, note })
    if (!moved) throw apiError('order.refund_not_paid')
    await recordAudit(
      tx,
      {
        actorId,
        entity: 'order',
        entityId: code,
        action: 'refund',
        before: { status: 'paid' },
        after: { status: 'canceled', note, gatewayRefund: refundedAtGateway ? 'refunded' : 'by-hand' },
      },
      at,
    )
  })
  return getAdminOrder(ctx, code)
}
