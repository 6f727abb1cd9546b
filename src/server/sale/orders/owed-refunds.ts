import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderLedger } from '../../db/schema/index.ts'
import { logger } from '../../observability/logger.ts'
import type { OrdersContext } from './context.ts'
import { GatewayUnavailable } from './gateway.ts'

/** The gateway's key of a refund row: a retried send is the same refund at the gateway. */
const refundKey = (rowId: number) => `roteiro-refund-L${rowId}`

/**
 * Sends the order's refunds not sent yet that the gateway in use gives back (a card's or a Pix's
 * part, `POST …/refunds` with its amount on Mercado Pago), each under its own key, after the
 * cancellation's commit: only the move that won sends anything. A boleto's part, one of another
 * gateway, or one the gateway refuses stays owed (`sentAt` null) for an admin to send by hand.
 */
export async function sendOwedRefunds(ctx: Pick<OrdersContext, 'db' | 'gateway'>, orderId: number, at: Date): Promise<void> {
  const owed = await ctx.db
    .select({ id: orderLedger.id, chargeId: orderLedger.chargeId, amountCents: orderLedger.amountCents })
    .from(orderLedger)
    .where(
      and(
        eq(orderLedger.orderId, orderId),
        eq(orderLedger.kind, 'refund'),
        isNull(orderLedger.sentAt),
        eq(orderLedger.gateway, ctx.gateway.name),
        isNotNull(orderLedger.chargeId),
        inArray(orderLedger.method, ['card', 'pix']),
      ),
    )
  for (const refund of owed) {
    let sent = false
    try {
      sent = await ctx.gateway.refundCharge(refund.chargeId!, at, { amountCents: refund.amountCents, key: refundKey(refund.id) })
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error
      logger().warn({ err: error, orderId, ledgerRow: refund.id }, 'A refund at the gateway failed: it stays owed, for an admin to send')
    }
    if (sent) {
      await ctx.db
        .update(orderLedger)
        .set({ sentAt: at })
        .where(and(eq(orderLedger.id, refund.id), isNull(orderLedger.sentAt)))
    } else logger().warn({ orderId, ledgerRow: refund.id }, 'The gateway did not take a refund back: it stays owed, for an admin to send')
  }
}

/** The gateway says a charge went back (a refund made in its panel): the refunds still owed of that charge have left. True when any had. */
export async function markRefundsSentByGateway(tx: DbOrTx, charge: { gateway: string; chargeId: string }, at: Date): Promise<boolean> {
  const marked = await tx
    .update(orderLedger)
    .set({ sentAt: at })
    .where(and(eq(orderLedger.kind, 'refund'), eq(orderLedger.gateway, charge.gateway), eq(orderLedger.chargeId, charge.chargeId), isNull(orderLedger.sentAt)))
    .returning({ id: orderLedger.id })
  return marked.length > 0
}
