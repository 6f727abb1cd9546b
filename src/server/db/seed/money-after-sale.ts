import { and, asc, eq, gt, isNotNull, isNull, lt, ne, notExists, or } from 'drizzle-orm'
import { cancellationQuote } from '../../../domain/cancellation.ts'
import { depositCentsOf } from '../../../domain/money.ts'
import { addDays, saoPauloDate } from '../../../domain/order-status.ts'
import { balanceDueAt } from '../../../domain/sale-terms.ts'
import { UserType } from '../../../domain/session.ts'
import { saleTermsOf } from '../../catalogue/sale-terms.ts'
import { refundParts, writeSettlement } from '../../sale/orders/ledger.ts'
import { untoldMover } from '../../sale/orders/moves.ts'
import { orderCancellations, orderLedger, orders, trips, tripSaleTerms, tripVehicles } from '../schema/index.ts'
import { ensureDemoAccount } from './demo-account.ts'
import type { Tx } from './insert.ts'

const DAY = 86_400_000

/** Paid orders of no agency and not the demo customer's, of a trip on no bus leaving past the dashboard's departures, with seats left (so none is the sold-out one). */
const quietSale = (tx: Tx, now: Date, demoCustomerId: number) =>
  and(
    eq(orders.status, 'paid'),
    isNull(orders.agencyId),
    or(isNull(orders.userId), ne(orders.userId, demoCustomerId)),
    gt(trips.checkIn, addDays(saoPauloDate(now), 14)),
    gt(trips.seatsLeft, 0),
    notExists(tx.select().from(tripVehicles).where(eq(tripVehicles.tripId, trips.id))),
  )

/**
 * The admin's money screens with something to show on a first start (issue 27, docs/ADMIN.md):
 * one of the demo's Pix sales of the deposit trip becomes a deposit order, its deposit paid and its
 * balance due; one boleto sale bought more than 10 days ago is canceled by its buyer by the policy,
 * its refund owed to the buyer's Pix key for an admin to send (its seats back on sale). Neither is
 * the demo customer's own trip (seed/customer-purchase.ts).
 */
export async function insertMoneyAfterSale(tx: Tx, now: Date): Promise<void> {
  const demoCustomer = await ensureDemoAccount(tx, UserType.customer)
  const [deposit] = await tx
    .select({ order: orders, checkIn: trips.checkIn, terms: tripSaleTerms })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .innerJoin(tripSaleTerms, eq(tripSaleTerms.tripId, trips.id))
    .where(and(quietSale(tx, now, demoCustomer.id), isNotNull(tripSaleTerms.depositPercent), eq(orders.method, 'pix')))
    .orderBy(asc(orders.createdAt))
    .limit(1)
  if (deposit?.terms.depositPercent) {
    const depositCents = depositCentsOf(deposit.order.amountCents, deposit.terms.depositPercent)
    await tx
      .update(orders)
      .set({ plan: 'deposit', depositCents, balanceDueAt: balanceDueAt(deposit.checkIn, deposit.terms.balanceDueDays) })
      .where(eq(orders.id, deposit.order.id))
    await tx
      .update(orderLedger)
      .set({ amountCents: depositCents, purpose: 'deposit' })
      .where(and(eq(orderLedger.orderId, deposit.order.id), eq(orderLedger.kind, 'charge')))
  }

  const [slip] = await tx
    .select({ order: orders, checkIn: trips.checkIn, terms: tripSaleTerms })
    .from(orders)
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(tripSaleTerms, eq(tripSaleTerms.tripId, trips.id))
    .where(and(quietSale(tx, now, demoCustomer.id), eq(orders.method, 'boleto'), eq(orders.plan, 'full'), lt(orders.createdAt, new Date(now.getTime() - 10 * DAY))))
    .orderBy(asc(orders.createdAt))
    .limit(1)
  if (!slip) return
  const at = new Date(now.getTime() - 2 * DAY)
  const quote = cancellationQuote(
    { status: 'paid', amountCents: slip.order.amountCents, paidCents: slip.order.amountCents, checkIn: slip.checkIn, purchasedAt: slip.order.createdAt, balancePending: false },
    saleTermsOf(slip.terms).cancellationPolicy,
    at,
  )
  await untoldMover(tx, at).endPaid(slip.order.id, 'customer_request')
  await writeSettlement(tx, slip.order.id, quote.penaltyCents, await refundParts(tx, slip.order.id, quote.refundCents), {
    source: 'buyer',
    actorId: null,
    note: 'customer_request',
    at,
  })
  await tx.insert(orderCancellations).values({
    orderId: slip.order.id,
    reason: 'customer_request',
    choice: 'refund',
    paidCents: quote.paidCents,
    penaltyCents: quote.penaltyCents,
    refundCents: quote.refundCents,
    creditId: null,
    pixKey: slip.order.payer.email,
    actorId: null,
    note: '',
    at,
  })
}
