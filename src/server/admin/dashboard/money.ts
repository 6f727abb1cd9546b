import { and, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm'
import type { SalesMoney } from '../../../domain/admin/dashboard.ts'
import { saoPauloDayStart } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { credits, orderLedger, orders } from '../../db/schema/index.ts'
import { balanceDue } from '../orders/list-money.ts'

const sum = (cents: SQL) => sql<number>`coalesce(sum(${cents}), 0)`.mapWith(Number)
const ledgerSum = (where: SQL | undefined) => sql<number>`coalesce(sum(${orderLedger.amountCents}) filter (where ${where}), 0)`.mapWith(Number)

/**
 * The dashboard's sales split by where the money stands (issue 27): what the gateways collected and
 * what was refunded in the month (ledger rows of the month: `charge`, `refund`), the balances still
 * to come (paid deposit orders whose balance is not paid), the refunds still to send by hand, and the
 * credits not spent and not expired.
 */
export async function readSalesMoney(db: Db, monthFirst: string, now: Date): Promise<SalesMoney> {
  const inMonth = gte(orderLedger.at, saoPauloDayStart(monthFirst))
  const [[ledger], [due], [credit]] = await Promise.all([
    db
      .select({
        collectedCents: ledgerSum(and(inMonth, eq(orderLedger.kind, 'charge'))),
        refundedCents: ledgerSum(and(inMonth, eq(orderLedger.kind, 'refund'))),
        refundOwedCents: ledgerSum(and(eq(orderLedger.kind, 'refund'), isNull(orderLedger.sentAt))),
      })
      .from(orderLedger),
    db
      .select({ cents: sum(sql`${orders.amountCents} - ${orders.depositCents}`) })
      .from(orders)
      .where(balanceDue),
    db
      .select({ cents: sum(sql`${credits.balanceCents}`) })
      .from(credits)
      .where(gt(credits.expiresAt, now)),
  ])
  return {
    collectedCents: ledger!.collectedCents,
    dueCents: due!.cents,
    refundedCents: ledger!.refundedCents,
    refundOwedCents: ledger!.refundOwedCents,
    creditOutstandingCents: credit!.cents,
  }
}
