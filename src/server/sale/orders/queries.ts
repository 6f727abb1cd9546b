import type { DbOrTx } from '../../db/client.ts'
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Order, OrderListEntry, OrderMoney, OrderSummary, StatusChange } from '../../../domain/order.ts'
import { firstChargeCents, moneyColumns, orderMoneyOf } from './order-money.ts'
import { purchaseGroups, type StatusReason } from '../../../domain/order-status.ts'
import { splitInstallments } from '../../../domain/installments.ts'
import { orderStatusHistory, orders, trips, users } from '../../db/schema/index.ts'
import { travellersToFill } from '../../travellers/missing.ts'
import { orderItemOf, type TripRef } from './stored-item.ts'

export type OrderRow = typeof orders.$inferSelect

const selectedWithTrip = {
  order: orders,
  money: moneyColumns,
  trip: { slug: trips.slug, checkIn: trips.checkIn, checkOut: trips.checkOut, travellersDeadlineHours: trips.travellersDeadlineHours },
  agencyName: users.firstName,
}

const selectWithTrip = (db: DbOrTx) => db.select(selectedWithTrip).from(orders).leftJoin(trips, eq(trips.id, orders.tripId)).leftJoin(users, eq(users.id, orders.agencyId))

export function toSummary(row: OrderRow, trip: TripRef, money: OrderMoney): OrderSummary {
  return {
    ...money,
    code: row.code,
    status: row.status,
    group: purchaseGroups[row.status],
    method: row.method,
    installments: row.installments,
    amountCents: row.amountCents,
    item: orderItemOf(row, trip),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

/** `agencyName`: the name of the agency credited with the sale (orders.agency_id), when there is one. */
export function toOrder(row: OrderRow, trip: TripRef, money: OrderMoney, history: StatusChange[], agencyName: string | null = null): Order {
  const firstSlip = row.boletoSlips?.[0]
  return {
    ...toSummary(row, trip, money),
    statusReason: row.statusReason as StatusReason,
    // The first charge's: a deposit order's installments split its deposit.
    installmentValuesCents: splitInstallments(firstChargeCents(row), row.installments),
    payer: row.payer,
    history,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    boleto: firstSlip ? { dueDate: firstSlip.dueDate } : null,
    updatedAt: row.updatedAt.toISOString(),
    seller: row.sellerCode !== null && agencyName !== null ? { code: row.sellerCode, agencyName } : null,
  }
}

/**
 * Who reads an order: its signed-in owner, or the guest who bought it through a payment link
 * (holding its access token, checked before this lookup).
 */
export type OrderOwner = { kind: 'user'; userId: number } | { kind: 'guest' }

/** The order of `code` when it belongs to `owner`: the user's own, or a guest's (no account, placed through a link). */
/** The orders `owner` may open: the user's own, or (for a guest, whose access token the route checked) those of a payment link bought without an account. */
export const ownedBy = (owner: OrderOwner) => (owner.kind === 'user' ? eq(orders.userId, owner.userId) : and(isNull(orders.userId), isNotNull(orders.paymentLinkId)))

export async function findOrderRowOf(db: DbOrTx, owner: OrderOwner, code: string) {
  const [found] = await selectWithTrip(db).where(and(eq(orders.code, code), ownedBy(owner)))
  return found ?? null
}

/** The order's status history as JSON, oldest first, read in the order's own query (historyOf's order). */
const historyJson = sql<
  { status: StatusChange['status']; reason: string; at: string }[]
>`(select coalesce(json_agg(json_build_object('status', ${orderStatusHistory.status}, 'reason', ${orderStatusHistory.reason}, 'at', ${orderStatusHistory.at}) order by ${orderStatusHistory.at}, ${orderStatusHistory.id}), '[]'::json) from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id})`

/**
 * The whole order, its history included, in one round trip (issue 26): the checkout's answer.
 * `recorded`: columns to write on the order first (a charge's answer), in the same statement;
 * the read sees the row as it was before (one snapshot), so the answer lays them over it.
 */
export async function loadOrder(db: DbOrTx, orderId: number, now: Date, recorded?: Partial<OrderRow>): Promise<Order> {
  const write = recorded && db.$with('recorded').as(db.update(orders).set(recorded).where(eq(orders.id, orderId)).returning({ id: orders.id }))
  const [found] = await (write ? db.with(write) : db)
    .select({ ...selectedWithTrip, history: historyJson })
    .from(orders)
    .leftJoin(trips, eq(trips.id, orders.tripId))
    .leftJoin(users, eq(users.id, orders.agencyId))
    .where(eq(orders.id, orderId))
  if (!found) throw new Error(`order ${orderId} vanished`)
  const history = found.history.map((change) => ({ status: change.status, reason: change.reason as StatusReason, at: new Date(change.at).toISOString() }))
  const row = recorded ? { ...found.order, ...recorded } : found.order
  return toOrder(row, found.trip, orderMoneyOf(row, found.money, now), history, found.agencyName)
}

export async function historyOf(db: DbOrTx, orderId: number): Promise<StatusChange[]> {
  const rows = await db
    .select({ status: orderStatusHistory.status, reason: orderStatusHistory.reason, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
  return rows.map((row) => ({ status: row.status, reason: row.reason as StatusReason, at: row.at.toISOString() }))
}

/** The user's orders, newest first, each with the travellers still to fill in. */
export async function listOwnOrders(db: DbOrTx, userId: number, now: Date): Promise<OrderListEntry[]> {
  const rows = await selectWithTrip(db).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200)
  const tripOrders = rows.flatMap(({ order, trip }) =>
    order.tripId !== null && trip ? [{ id: order.id, people: order.people, status: order.status, checkIn: trip.checkIn, deadlineHours: trip.travellersDeadlineHours }] : [],
  )
  const missing = await travellersToFill(db, tripOrders, now)
  return rows.map((row) => ({ ...toSummary(row.order, row.trip, orderMoneyOf(row.order, row.money, now)), travellersMissing: missing.get(row.order.id) ?? 0 }))
}
