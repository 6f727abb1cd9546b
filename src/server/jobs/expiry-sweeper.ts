import { and, asc, eq, lte } from 'drizzle-orm'
import { orders } from '../db/schema/index.ts'
import type { SaleContext } from '../sale/context.ts'
import { withJobLock } from './job-lock.ts'
import { repeatEvery } from './repeat.ts'

/**
 * Cancels pending orders whose time ran out (Pix after 30 minutes, boleto after its due date and
 * clearing days) and gives their seats back; the number canceled, or null when another server
 * process is sweeping (this one skips the tick). Each batch is a transaction holding the job's
 * lock (jobs/job-lock.ts) rather than one transaction for the whole sweep, which would keep
 * every canceled order locked, and its stream waiting, until the last batch. Its rows are also
 * locked FOR UPDATE SKIP LOCKED, so a webhook paying an order at the same moment waits for the
 * lock, then finds it no longer pending (or the sweeper finds it paid): one of the two moves
 * happens, never both.
 */
export async function sweepExpiredOrders(ctx: Pick<SaleContext, 'db' | 'moves'>, now: Date, batchSize = 100): Promise<number | null> {
  let total = 0
  for (let batch = 0; ; batch++) {
    const swept = await ctx.moves.inTransactionOf<{ moved: number; seen: number }>(
      (work) => withJobLock(ctx.db, 'order-expiry', work),
      now,
      async (tx, move) => {
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
          .orderBy(asc(orders.expiresAt))
          .limit(batchSize)
          .for('update', { skipLocked: true })
        let moved = 0
        for (const { id } of due) if (await move.end(id, 'canceled', 'expired')) moved++
        return { moved, seen: due.length }
      },
    )
    // Another process took the lock between two batches: it sweeps the rest.
    if (!swept) return batch === 0 ? null : total
    total += swept.moved
    if (swept.seen < batchSize) return total
  }
}

/** Sweeps now and every `everyMs`; the stop waits for a sweep under way. */
export const startExpirySweeper = (ctx: Pick<SaleContext, 'db' | 'moves' | 'now'>, everyMs: number) =>
  repeatEvery(everyMs, 'Sweeping expired orders failed', () => sweepExpiredOrders(ctx, ctx.now()))
