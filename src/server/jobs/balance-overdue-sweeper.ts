import { and, asc, eq, lt, not, sql } from 'drizzle-orm'
import { BALANCE_GRACE_DAYS, overdueSettlement } from '../../domain/sale-terms.ts'
import type { DbOrTx } from '../db/client.ts'
import { balanceCharges, orders, tripSaleTerms, trips } from '../db/schema/index.ts'
import { saleTermsOf } from '../catalogue/sale-terms.ts'
import { logger } from '../observability/logger.ts'
import { balanceOverdueTexts } from '../reminders/balance-texts.ts'
import { deliverOrderNotice, type ReminderDeps } from '../reminders/deliver.ts'
import { reminderOrderFields, reminderOrder, type ReminderOrder } from '../reminders/due-reminders.ts'
import type { SaleContext } from '../sale/context.ts'
import { refundParts, writeSettlement } from '../sale/orders/ledger.ts'
import { moneyColumns } from '../sale/orders/order-money.ts'
import { sendOwedRefunds } from '../sale/orders/owed-refunds.ts'
import { withJobLock } from './job-lock.ts'
import { repeatEvery } from './repeat.ts'

/** An order the sweep canceled, with what its policy kept and what is owed back. */
interface Overdue {
  order: ReminderOrder
  keptCents: number
  refundCents: number
}

/** A balance paid, or still waiting for its payment within its time, holds the order (a boleto paid on its last day clears later). */
const waitingCharge = (now: Date) =>
  sql`exists (select 1 from ${balanceCharges} where ${balanceCharges.orderId} = ${orders.id} and (${balanceCharges.status} = 'paid' or (${balanceCharges.status} = 'pending' and (${balanceCharges.expiresAt} is null or ${balanceCharges.expiresAt} > ${now.toISOString()}::timestamptz))))`

/**
 * The policy's settlement in the ledger: what is kept as a penalty row, what is owed back as refund
 * rows over the payments, sent through their gateway after the commit (a boleto's by an admin).
 */
async function settleOverdue(
  tx: DbOrTx,
  order: { id: number; amountCents: number; paidCents: number; checkIn: string | null; purchasedAt: Date; terms: typeof tripSaleTerms.$inferSelect | null },
  now: Date,
) {
  const { keptCents, refundCents } = overdueSettlement(order, saleTermsOf(order.terms).cancellationPolicy.tiers, now)
  await writeSettlement(tx, order.id, keptCents, await refundParts(tx, order.id, refundCents), { source: 'system', actorId: null, note: 'balance_overdue', at: now })
  return { keptCents, refundCents }
}

/**
 * Cancels the paid deposit orders whose balance is unpaid BALANCE_GRACE_DAYS after its due moment
 * (reason `balance_overdue`): seats back (the waitlist hears it as of any cancellation), the
 * money settled by the policy, the buyer told after the commit. Once per tick across instances
 * (the job's lock); the orders' rows locked SKIP LOCKED, so a balance paid at that moment either
 * wins (the order is no longer overdue) or finds the order canceled. Null when another instance
 * holds the lock.
 */
export async function sweepOverdueBalances(ctx: Pick<SaleContext, 'db' | 'moves'>, now: Date, batchSize = 100): Promise<Overdue[] | null> {
  const graceStart = new Date(now.getTime() - BALANCE_GRACE_DAYS * 86_400_000)
  return ctx.moves.inTransactionOf<Overdue[]>(
    (work) => withJobLock(ctx.db, 'balance-overdue', work),
    now,
    async (tx, move) => {
      const due = await tx
        .select({
          order: reminderOrderFields,
          paidCents: moneyColumns.paidCents,
          purchasedAt: orders.createdAt,
          checkIn: trips.checkIn,
          terms: tripSaleTerms,
        })
        .from(orders)
        .leftJoin(trips, eq(trips.id, orders.tripId))
        .leftJoin(tripSaleTerms, eq(tripSaleTerms.tripId, orders.tripId))
        .where(and(eq(orders.plan, 'deposit'), eq(orders.status, 'paid'), lt(orders.balanceDueAt, graceStart), not(waitingCharge(now))))
        .orderBy(asc(orders.balanceDueAt))
        .limit(batchSize)
        .for('update', { of: orders, skipLocked: true })
      const swept: Overdue[] = []
      for (const { order, paidCents, checkIn, purchasedAt, terms } of due) {
        if (!(await move.endPaid(order.id, 'balance_overdue'))) continue
        // A balance Pix or boleto whose time ran out is no longer payable.
        await tx
          .update(balanceCharges)
          .set({ status: 'canceled', updatedAt: now })
          .where(and(eq(balanceCharges.orderId, order.id), eq(balanceCharges.status, 'pending')))
        const settled = await settleOverdue(tx, { id: order.id, amountCents: order.amountCents, paidCents, checkIn, purchasedAt, terms }, now)
        swept.push({ order: reminderOrder(order), ...settled })
      }
      return swept
    },
  )
}

/** Sweeps, sends what is owed back through the gateway, and tells each buyer; a notice that fails is logged (the order stays canceled). */
export async function sweepAndTellOverdue(ctx: Pick<SaleContext, 'db' | 'moves' | 'gateway'>, deps: ReminderDeps, now: Date): Promise<number | null> {
  const swept = await sweepOverdueBalances(ctx, now)
  if (!swept) return null
  for (const { order, keptCents, refundCents } of swept) {
    if (refundCents > 0)
      await sendOwedRefunds(ctx, order.id, now).catch((error: unknown) =>
        logger().error({ err: error, order: order.code }, 'Sending an overdue order’s refund failed: it stays owed'),
      )
    await deliverOrderNotice(deps, order, 'balance-overdue', (link) => balanceOverdueTexts(order, link, keptCents, refundCents)).catch((error: unknown) =>
      logger().error({ err: error, order: order.code }, 'Telling a buyer of a balance overdue failed'),
    )
  }
  if (swept.length > 0) logger().info({ canceled: swept.length }, 'Orders canceled for an unpaid balance')
  return swept.length
}

/** Sweeps now and every `everyMs`; the stop waits for a sweep under way. */
export const startBalanceOverdueSweeper = (ctx: Pick<SaleContext, 'db' | 'moves' | 'gateway' | 'now'>, deps: ReminderDeps, everyMs: number) =>
  repeatEvery(everyMs, 'Sweeping overdue balances failed', () => sweepAndTellOverdue(ctx, deps, ctx.now()))
