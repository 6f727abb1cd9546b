import { and, eq, or } from 'drizzle-orm'
import type { WebhookOutcome } from '../../../domain/order.ts'
import type { DbOrTx } from '../../db/client.ts'
import { balanceCharges, orders, paymentEvents } from '../../db/schema/index.ts'
import { refundCharges } from '../orders/ledger.ts'
import { markRefundsSentByGateway } from '../orders/owed-refunds.ts'
import type { Mover } from '../orders/moves.ts'
import type { OrdersContext } from '../orders/context.ts'
import type { PaymentEvent } from '../orders/gateway.ts'
import { logger } from '../../observability/logger.ts'

export type EventOutcome = Exclude<WebhookOutcome, 'ignored'>

/**
 * Applies a verified webhook event once: the event id is recorded in the same transaction as
 * the order's move, so a replay finds it and changes nothing, and a failure records nothing
 * (the gateway retries). An event for a charge we do not know is not recorded either.
 *
 * A refund (or chargeback) refunds a paid order: canceled, reason `refunded`, seats back. One
 * that reaches a pending order (its payment's own event came late, or never) ends it the same
 * way, unpaid. One for an order already refunded (an admin's refund the gateway now confirms)
 * changes nothing; one for an order canceled with a refund of that charge still owed (the gateway
 * refused it, and an admin gave it back in the gateway's panel) marks that refund sent.
 */
export async function applyPaymentEvent(ctx: OrdersContext, event: PaymentEvent): Promise<EventOutcome> {
  const at = ctx.now()
  return ctx.moves.transaction(at, async (tx, move): Promise<EventOutcome> => {
    const byCharge = and(eq(orders.gateway, ctx.gateway.name), eq(orders.chargeId, event.chargeId))
    const [order] = await tx
      .select({ id: orders.id, code: orders.code, status: orders.status, statusReason: orders.statusReason })
      .from(orders)
      .where(event.reference ? or(byCharge, eq(orders.code, event.reference)) : byCharge)
      .for('update')
    if (!order) return applyBalanceEvent(tx, move, ctx.gateway.name, event, at)
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ gateway: ctx.gateway.name, eventId: event.id, orderId: order.id, receivedAt: at })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (!fresh) return 'duplicate'
    if (event.status === 'refunded') {
      const refunded = order.status === 'pending' ? await move.end(order.id, 'canceled', 'refunded') : await move.endPaid(order.id, 'refunded')
      // The gateway gave back this charge (a deposit order's other charge, if paid, is the admin's to refund).
      if (refunded && order.status === 'paid') await refundCharges(tx, order.id, at, undefined, { gateway: ctx.gateway.name, chargeId: event.chargeId })
      if (refunded) return 'applied'
      if (await markRefundsSentByGateway(tx, { gateway: ctx.gateway.name, chargeId: event.chargeId }, at)) return 'applied'
      if (order.status === 'refused' || (order.status === 'canceled' && order.statusReason !== 'refunded')) {
        logger().warn({ event: event.id, order: order.code, status: order.status, reason: order.statusReason }, 'A refund event for an order never paid here: nothing changed')
      }
      return 'not-paid'
    }
    const moved = await move.end(order.id, event.status, event.status === 'paid' ? 'confirmed' : event.status === 'refused' ? 'declined' : 'canceled')
    if (!moved) {
      // The status machine has no move from a final status: money that arrives after the order
      // expired is for the agency to refund by hand, so it is logged loudly.
      logger().warn(
        { event: event.id, eventStatus: event.status, order: order.code, status: order.status },
        'A payment event for an order already ended: nothing changed; refund by hand if money was taken',
      )
      return 'not-pending'
    }
    return 'applied'
  })
}

/**
 * An event of a deposit order's balance charge (issue 27): paid moves it (once: `payBalance` is
 * conditional on the charge pending); refused or canceled gives the balance back to open; a
 * refund of it cancels the order as refunded, giving back that charge.
 */
async function applyBalanceEvent(tx: DbOrTx, move: Mover, gateway: string, event: PaymentEvent, at: Date): Promise<EventOutcome> {
  const byCharge = and(eq(balanceCharges.gateway, gateway), eq(balanceCharges.chargeId, event.chargeId))
  const [charge] = await tx
    .select({ id: balanceCharges.id, orderId: balanceCharges.orderId, status: balanceCharges.status })
    .from(balanceCharges)
    .where(event.reference ? or(byCharge, eq(balanceCharges.reference, event.reference)) : byCharge)
    .for('update')
  if (!charge) return 'unknown-charge'
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ gateway, eventId: event.id, orderId: charge.orderId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  if (!fresh) return 'duplicate'
  if (event.status === 'paid') return (await move.payBalance(charge.id)) ? 'applied' : 'not-pending'
  if (event.status === 'refunded') {
    if (charge.status !== 'paid' || !(await move.endPaid(charge.orderId, 'refunded'))) {
      return (await markRefundsSentByGateway(tx, { gateway, chargeId: event.chargeId }, at)) ? 'applied' : 'not-paid'
    }
    await refundCharges(tx, charge.orderId, at, undefined, { gateway, chargeId: event.chargeId })
    return 'applied'
  }
  const [ended] = await tx
    .update(balanceCharges)
    .set({ status: event.status, updatedAt: at })
    .where(and(eq(balanceCharges.id, charge.id), eq(balanceCharges.status, 'pending')))
    .returning({ id: balanceCharges.id })
  return ended ? 'applied' : 'not-pending'
}
