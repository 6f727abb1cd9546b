import type { AdminCancelPaid, AdminOrder } from '../../../domain/admin/order.ts'
import type { SaleContext } from '../../sale/context.ts'
import { cancelPaidOrder } from '../../sale/orders/cancellation.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'

/**
 * POST /api/admin/orders/{code}/cancellation: an admin cancels a paid trip order as a buyer would
 * (the same move, ledger and refunds through the gateway), by the policy's quote or a refund of
 * their own; the quote, the override and the note go in the audit log, in the move's transaction.
 */
export async function cancelPaidOrderAsAdmin(ctx: SaleContext, actorId: number, code: string, input: AdminCancelPaid): Promise<AdminOrder> {
  const { refundCents, note, ...request } = input
  await cancelPaidOrder(
    ctx,
    {
      kind: 'admin',
      by: { actorId, note },
      refundCents,
      record: (tx, quote, at) =>
        recordAudit(
          tx,
          {
            actorId,
            entity: 'order',
            entityId: code,
            action: 'cancel_paid',
            before: { status: 'paid' },
            after: { status: 'canceled', choice: request.choice, refundCents: quote.refundCents, penaltyCents: quote.penaltyCents, override: refundCents !== undefined, note },
          },
          at,
        ),
    },
    code,
    request,
  )
  return getAdminOrder(ctx, code)
}
