import { and, eq } from 'drizzle-orm'
import { cancellationQuote, type CancelOrderRequest, type CancellationQuote } from '../../../domain/cancellation.ts'
import type { Order } from '../../../domain/order.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orderCancellations, orderLedger, orders, trips, tripSaleTerms } from '../../db/schema/index.ts'
import { saleTermsOf } from '../../catalogue/sale-terms.ts'
import { apiError } from '../../http/errors.ts'
import { fieldError } from '../../http/validation.ts'
import type { OrdersContext } from './context.ts'
import { refundParts, writeSettlement, type LedgerAuthor } from './ledger.ts'
import type { MovedBy } from './moves.ts'
import { moneyColumns, orderMoneyOf } from './order-money.ts'
import { sendOwedRefunds } from './owed-refunds.ts'
import { loadOrder, ownedBy, type OrderOwner } from './queries.ts'
import { issueTravelCredit, refundToTravelCredit } from './travel-credits.ts'

/** Who cancels: the order's buyer (by the quote), or an admin (by the quote or a refund of their own, with a note; `record` writes their audit line in the move's transaction). */
export type Canceller =
  { kind: 'buyer'; owner: OrderOwner } | { kind: 'admin'; by: MovedBy; refundCents?: number; record: (tx: DbOrTx, quote: CancellationQuote, at: Date) => Promise<void> }

/** The order of `code` (`owner`'s; null: an admin's, any order), with what the quote reads; its row locked FOR UPDATE when `lock` (the balance's payment and the webhooks lock it too). */
async function quotedOrder(tx: DbOrTx, owner: OrderOwner | null, code: string, now: Date, lock: boolean) {
  const mine = owner ? and(eq(orders.code, code), ownedBy(owner)) : eq(orders.code, code)
  // The lock first, on its own: the quote's read after it is a statement of its own, so it sees
  // what the holder of the lock committed (a balance charge), not the snapshot of before the wait.
  if (lock) await tx.select({ id: orders.id }).from(orders).where(mine).for('update')
  const [found] = await tx
    .select({ order: orders, money: moneyColumns, checkIn: trips.checkIn, terms: tripSaleTerms })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(tripSaleTerms, eq(tripSaleTerms.tripId, orders.tripId))
    .where(mine)
  if (!found) throw apiError('order.not_found')
  const { order, money, checkIn, terms } = found
  const policy = saleTermsOf(terms).cancellationPolicy
  const balancePending = orderMoneyOf(order, money, now).balance?.status === 'pending'
  const quote = cancellationQuote(
    { status: order.status, amountCents: order.amountCents, paidCents: money.paidCents, checkIn, purchasedAt: order.createdAt, balancePending },
    policy,
    now,
  )
  return { order, quote, policy }
}

/** GET …/cancellation: what cancelling would give back now (`owner` null: an admin's look at any order). */
export async function quoteCancellation(ctx: OrdersContext, owner: OrderOwner | null, code: string): Promise<CancellationQuote> {
  return (await quotedOrder(ctx.db, owner, code, ctx.now(), false)).quote
}

/** An admin's own refund replaces the quote's: the rest of what was paid is the penalty. */
function settledQuote(quote: CancellationQuote, canceller: Canceller): CancellationQuote {
  if (canceller.kind !== 'admin' || canceller.refundCents === undefined) return quote
  if (canceller.refundCents > quote.paidCents) throw fieldError('refundCents', 'order.refund_above_paid', { paidCents: quote.paidCents })
  return { ...quote, refundCents: canceller.refundCents, penaltyCents: quote.paidCents - canceller.refundCents }
}

/**
 * Cancels a paid trip order (its row locked, so a balance payment, a webhook or a second
 * cancellation waits and then finds it canceled): the move (seats back, the waitlist told),
 * then its money in the ledger in the same transaction: a credit of everything paid, or the
 * penalty kept and the refund split over the payments (refund rows not sent yet: `sendRefunds`
 * gives them back through the gateway after the commit).
 */
export async function cancelPaidOrder(ctx: OrdersContext, canceller: Canceller, code: string, input: CancelOrderRequest): Promise<Order> {
  const at = ctx.now()
  const orderId = await ctx.moves.transaction(at, async (tx, move) => {
    const { order, quote: quoted, policy } = await quotedOrder(tx, canceller.kind === 'buyer' ? canceller.owner : null, code, at, true)
    if (!quoted.allowed) throw apiError(quoted.reason === 'balance_pending' ? 'order.balance_pending' : 'order.not_cancelable')
    const quote = settledQuote(quoted, canceller)
    if (input.choice === 'credit' && (quote.creditCents === null || policy.creditMonths === null)) throw fieldError('choice', 'order.credit_unavailable')
    const refunds = input.choice === 'refund' ? await refundParts(tx, order.id, quote.refundCents) : []
    if (refunds.some((part) => part.method === 'boleto') && !input.pixKey) throw fieldError('pixKey', 'order.pix_key_required')
    const reason = canceller.kind === 'admin' ? 'canceled_by_admin' : 'customer_request'
    const by = canceller.kind === 'admin' ? canceller.by : undefined
    if (!(await move.endPaid(order.id, reason, by))) throw apiError('order.not_cancelable')
    const who: LedgerAuthor = { source: by ? 'admin' : 'buyer', actorId: by?.actorId ?? null, note: by?.note ?? reason, at }
    let creditId: number | null = null
    if (input.choice === 'credit') {
      creditId = await issueTravelCredit(tx, order, quote.paidCents, policy.creditMonths!, at)
      if (quote.paidCents > 0) await tx.insert(orderLedger).values({ orderId: order.id, kind: 'credit_issued', amountCents: quote.paidCents, creditId, ...who })
    } else {
      await writeSettlement(tx, order.id, quote.penaltyCents, refunds, who)
      // What no payment holds was paid by a credit: it goes back to that credit.
      const unpaidByMoney = quote.refundCents - refunds.reduce((sum, part) => sum + part.cents, 0)
      if (order.creditId !== null) await refundToTravelCredit(tx, order.id, order.creditId, unpaidByMoney, who)
    }
    await tx.insert(orderCancellations).values({
      orderId: order.id,
      reason,
      choice: input.choice,
      paidCents: quote.paidCents,
      penaltyCents: input.choice === 'credit' ? 0 : quote.penaltyCents,
      refundCents: input.choice === 'credit' ? 0 : quote.refundCents,
      creditId,
      pixKey: input.pixKey ?? null,
      actorId: by?.actorId ?? null,
      note: by?.note ?? '',
      at,
    })
    if (canceller.kind === 'admin') await canceller.record(tx, quote, at)
    return order.id
  })
  await sendOwedRefunds(ctx, orderId, ctx.now())
  return loadOrder(ctx.db, orderId, ctx.now())
}
