import { and, eq, inArray, sql } from 'drizzle-orm'
import { balanceStatusOf, paidSign, type LedgerKind } from '../../../domain/ledger.ts'
import type { OrderCancellation } from '../../../domain/cancellation.ts'
import type { OrderBalance, OrderMoney } from '../../../domain/order.ts'
import type { PaymentMethod } from '../../../domain/order-status.ts'
import { balanceCharges, credits, orderCancellations, orderLedger, orders } from '../../db/schema/index.ts'
import type { OrderRow } from './queries.ts'

/** What an order's first charge asks of the gateway: the deposit of a deposit order, the whole amount otherwise, less what a credit paid of it. */
export const firstChargeCents = (row: Pick<OrderRow, 'plan' | 'depositCents' | 'amountCents' | 'creditAppliedCents'>): number =>
  (row.plan === 'deposit' && row.depositCents !== null ? row.depositCents : row.amountCents) - row.creditAppliedCents

const signed = sql.join(
  (Object.entries(paidSign) as [LedgerKind, number][]).map(([kind, sign]) => sql`when ${kind} then ${sql.raw(String(sign))}`),
  sql` `,
)

/** The order's money as read from its ledger and balance charges, in the order's own query (no round trip of its own). */
export const moneyColumns = {
  paidCents:
    sql<number>`(select coalesce(sum(${orderLedger.amountCents} * case ${orderLedger.kind} ${signed} else 0 end), 0) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
  /** The balance's live charge (at most one is pending or paid: balance_charges_live_unique). */
  balanceCharge: sql<{
    status: 'pending' | 'paid'
    method: PaymentMethod
    expiresAt: string | null
  } | null>`(select json_build_object('status', ${balanceCharges.status}, 'method', ${balanceCharges.method}, 'expiresAt', ${balanceCharges.expiresAt}) from ${balanceCharges} where ${and(eq(balanceCharges.orderId, orders.id), inArray(balanceCharges.status, ['pending', 'paid']))} limit 1)`,
  /** How a buyer's or an admin's cancellation settled the order, with its credit. */
  cancellation: sql<CancellationRead | null>`(select json_build_object('reason', ${orderCancellations.reason}, 'choice', ${orderCancellations.choice}, 'refundCents', ${orderCancellations.refundCents}, 'penaltyCents', ${orderCancellations.penaltyCents}, 'credit', case when ${credits.id} is null then null else json_build_object('code', ${credits.code}, 'amountCents', ${credits.amountCents}, 'expiresAt', ${credits.expiresAt}) end) from ${orderCancellations} left join ${credits} on ${credits.id} = ${orderCancellations.creditId} where ${orderCancellations.orderId} = ${orders.id})`,
}

type CancellationRead = Omit<OrderCancellation, 'credit'> & { credit: { code: string; amountCents: number; expiresAt: string } | null }

export type MoneyRead = {
  paidCents: number
  balanceCharge: { status: 'pending' | 'paid'; method: PaymentMethod; expiresAt: string | null } | null
  cancellation: CancellationRead | null
}

type BalanceCharge = MoneyRead['balanceCharge']

/** A deposit order's balance at `now` from its live charge (a pending charge whose time ran out no longer counts); null for a full-price order. */
export function balanceOf(row: Pick<OrderRow, 'plan' | 'depositCents' | 'balanceDueAt' | 'amountCents'>, charge: BalanceCharge, now: Date): OrderBalance | null {
  if (row.plan !== 'deposit' || row.depositCents === null || row.balanceDueAt === null) return null
  const pending = charge?.status === 'pending' && !(charge.expiresAt !== null && new Date(charge.expiresAt).getTime() <= now.getTime())
  const paid = charge?.status === 'paid'
  return {
    amountCents: row.amountCents - row.depositCents,
    dueAt: row.balanceDueAt.toISOString(),
    status: balanceStatusOf({ paid, pending, dueAt: row.balanceDueAt }, now),
    method: paid || pending ? charge.method : null,
  }
}

/** The plan, what was paid, and the balance with its status at `now`. */
export function orderMoneyOf(row: OrderRow, read: MoneyRead, now: Date): OrderMoney {
  const cancellation = read.cancellation && {
    ...read.cancellation,
    // JSON gives the database's timestamp text: answered as ISO like every date.
    credit: read.cancellation.credit && { ...read.cancellation.credit, expiresAt: new Date(read.cancellation.credit.expiresAt).toISOString() },
  }
  return { plan: row.plan, paidCents: read.paidCents, balance: balanceOf(row, read.balanceCharge, now), creditAppliedCents: row.creditAppliedCents, cancellation }
}
