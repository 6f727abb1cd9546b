import { eq } from 'drizzle-orm'
import type { AdminOrder } from '../../../domain/admin/order.ts'
import { orders } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { SaleContext } from '../../sale/context.ts'
import { revokeGuestAccess } from '../../sale/payment-links/guest-access.ts'
import { guestAccessOf } from '../../sale/payment-links/guest-access-state.ts'
import { recordAudit } from '../audit.ts'
import { getAdminOrder } from './details.ts'

/**
 * POST /api/admin/orders/{code}/revoke-guest-link: the guest's current link stops opening the
 * order (a leaked mail, say); only a new link the guest asks for, mailed to the payer, opens it
 * again. 409 for an account's order, which has no guest link.
 */
export async function revokeGuestLink(ctx: SaleContext, actorId: number, code: string): Promise<AdminOrder> {
  const at = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const access = await guestAccessOf(tx, code)
    if (!access) {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.code, code))
      throw order ? apiError('guest_access.not_guest_order') : apiError('order.not_found')
    }
    await revokeGuestAccess(tx, access.orderId, at)
    await recordAudit(tx, { actorId, entity: 'order', entityId: code, action: 'update', before: { guestLink: 'open' }, after: { guestLink: 'revoked' } }, at)
  })
  return getAdminOrder(ctx, code)
}
