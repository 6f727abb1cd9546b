import { eq } from 'drizzle-orm'
import { isExpired } from '../../../domain/order-status.ts'
import { orders } from '../../db/schema/index.ts'
import type { OrdersContext } from './context.ts'
import type { OrderRow } from './queries.ts'

/**
 * A pending order whose time ran out is canceled when it is read, not only when the sweeper
 * passes: nobody sees a Pix code as payable after its 30 minutes. Returns the row as it is now.
 */
export async function refreshExpiry(ctx: OrdersContext, row: OrderRow): Promise<OrderRow> {
  const now = ctx.now()
  if (!isExpired({ status: row.status, expiresAt: row.expiresAt?.toISOString() ?? null }, now)) return row
  await ctx.moves.transaction(now, (_tx, move) => move.end(row.id, 'canceled', 'expired'))
  const [fresh] = await ctx.db.select().from(orders).where(eq(orders.id, row.id))
  return fresh ?? row
}
