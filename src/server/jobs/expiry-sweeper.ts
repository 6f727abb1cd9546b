import { and, asc, eq, lte } from 'drizzle-orm'
import { orders } from '../db/schema/index.ts'
import type { LiveUpdate } from '../live/hub.ts'
import type { OrdersContext } from '../orders/context.ts'
import { moveOrder } from '../orders/transitions.ts'
import { logger } from '../observability/logger.ts'

/**
 * Cancels pending orders whose time ran out (Pix after 30 minutes, boleto after its due date and
 * clearing days) and gives their seats back. Safe with several server processes: each batch
 * locks its rows with FOR UPDATE SKIP LOCKED, so two sweepers take different orders, and a
 * webhook paying an order at the same moment waits for the lock, then finds it no longer
 * pending (or the sweeper finds it paid): one of the two moves happens, never both.
 */
export async function sweepExpiredOrders(ctx: Pick<OrdersContext, 'db' | 'live'>, now: Date, batchSize = 100): Promise<number> {
  let total = 0
  for (;;) {
    const updates = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(batchSize)
        .for('update', { skipLocked: true })
      const moved: LiveUpdate[] = []
      for (const { id } of due) {
        const update = await moveOrder(tx, id, 'canceled', 'expired', now)
        if (update) moved.push(update)
      }
      return { moved, seen: due.length }
    })
    for (const update of updates.moved) ctx.live.publish(update)
    total += updates.moved.length
    if (updates.seen < batchSize) return total
  }
}

/** Sweeps now and every `everyMs`; the timer does not keep the process alive. The stop waits for a sweep under way. */
export function startExpirySweeper(ctx: Pick<OrdersContext, 'db' | 'live' | 'now'>, everyMs: number): () => Promise<void> {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= sweepExpiredOrders(ctx, ctx.now())
      .then(() => undefined)
      .catch((error: unknown) => logger().error({ err: error }, 'Sweeping expired orders failed'))
      .finally(() => (running = null))
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
