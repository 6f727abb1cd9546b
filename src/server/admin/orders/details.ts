import type { DbOrTx } from '../../db/client.ts'
import { asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminOrder, AdminStatusChange, LedgerEntry } from '../../../domain/admin/order.ts'
import type { StatusReason } from '../../../domain/order-status.ts'
import { orderCancellations, orderLedger, orderStatusHistory, orders, paymentEvents, trips, users } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { SaleContext } from '../../sale/context.ts'
import { refreshExpiry } from '../../sale/orders/expiry.ts'
import { toOrder } from '../../sale/orders/queries.ts'
import { moneyColumns, orderMoneyOf } from '../../sale/orders/order-money.ts'
import { guestAccessAnswer, guestAccessOf } from '../../sale/payment-links/guest-access-state.ts'

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim()

async function adminHistoryOf(db: DbOrTx, orderId: number): Promise<AdminStatusChange[]> {
  const rows = await db
    .select({ change: orderStatusHistory, firstName: users.firstName, lastName: users.lastName })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
  return rows.map(({ change, firstName, lastName }) => ({
    status: change.status,
    reason: change.reason as StatusReason,
    at: change.at.toISOString(),
    by: change.actorId === null ? null : { id: change.actorId, name: fullName(firstName, lastName) },
    note: change.note,
  }))
}

/** The order's ledger, oldest first, each row with the admin who made it (docs/PAYMENTS.md, "The ledger"). */
async function ledgerOf(db: DbOrTx, orderId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .select({ row: orderLedger, firstName: users.firstName, lastName: users.lastName })
    .from(orderLedger)
    .leftJoin(users, eq(users.id, orderLedger.actorId))
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.at), asc(orderLedger.id))
  return rows.map(({ row, firstName, lastName }) => ({
    id: row.id,
    kind: row.kind,
    amountCents: row.amountCents,
    purpose: row.purpose,
    method: row.method,
    chargeId: row.chargeId,
    source: row.source,
    by: row.actorId === null ? null : { id: row.actorId, name: fullName(firstName, lastName) },
    note: row.note,
    at: row.at.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
}

/**
 * GET /api/admin/orders/{code}: everything of the order. A pending order whose time ran out is
 * canceled as it is read, as on the customer's side (orders/expiry.ts).
 */
export async function getAdminOrder(ctx: SaleContext, code: string): Promise<AdminOrder> {
  const [placed] = await ctx.db.select().from(orders).where(eq(orders.code, code))
  if (!placed) throw apiError('order.not_found')
  const row = await refreshExpiry(ctx, placed)
  const agencies = alias(users, 'agencies')
  const [found] = await ctx.db
    .select({
      trip: { slug: trips.slug, checkIn: trips.checkIn, checkOut: trips.checkOut },
      seats: { left: trips.seatsLeft, vacancies: trips.vacancies },
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      agencyName: agencies.firstName,
      money: moneyColumns,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(agencies, eq(agencies.id, orders.agencyId))
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .where(eq(orders.id, row.id))
  const [history, events, guestAccess, ledger, [cancellation]] = await Promise.all([
    adminHistoryOf(ctx.db, row.id),
    ctx.db
      .select({ gateway: paymentEvents.gateway, eventId: paymentEvents.eventId, receivedAt: paymentEvents.receivedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, row.id))
      .orderBy(asc(paymentEvents.receivedAt)),
    guestAccessOf(ctx.db, row.code),
    ledgerOf(ctx.db, row.id),
    ctx.db.select({ pixKey: orderCancellations.pixKey }).from(orderCancellations).where(eq(orderCancellations.orderId, row.id)),
  ])
  // The order's row was just read: its account and trip (if any) are there too.
  const { trip, seats, customer, agencyName, money } = found!
  return {
    ...toOrder(row, trip, orderMoneyOf(row, money, ctx.now()), [], agencyName),
    history,
    gateway: row.gateway,
    chargeId: row.chargeId,
    pixExpiresAt: row.method === 'pix' ? (row.expiresAt?.toISOString() ?? null) : null,
    boletoSlips: (row.boletoSlips ?? []).map(({ number, amountCents, dueDate, barcode, digitableLine }) => ({ number, amountCents, dueDate, barcode, digitableLine })),
    paymentEvents: events.map((event) => ({ gateway: event.gateway, eventId: event.eventId, receivedAt: event.receivedAt.toISOString() })),
    customer: customer ? { id: customer.id, name: fullName(customer.firstName, customer.lastName), email: customer.email } : null,
    tripSeats: seats,
    agency:
      row.agencyId !== null && agencyName !== null && row.sellerCode !== null && row.commissionBasisPoints !== null
        ? {
            id: row.agencyId,
            name: agencyName,
            sellerCode: row.sellerCode,
            commissionBasisPoints: row.commissionBasisPoints,
            channel: row.paymentLinkId === null ? 'seller-code' : 'link',
          }
        : null,
    guestAccess: guestAccess && guestAccessAnswer(guestAccess),
    ledger,
    refundPixKey: cancellation?.pixKey ?? null,
  }
}
