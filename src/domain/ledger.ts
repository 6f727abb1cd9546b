/*
 * An order's money as a ledger (issue 27): one row per movement, never changed after (docs/PAYMENTS.md,
 * "The ledger"). What an order has paid is read from it, never kept beside it.
 */

/**
 * `charge`: money the buyer paid (a whole price, a deposit, a balance); `refund`: money given back
 * (decided; `sentAt` says when it left); `penalty`: what the agency keeps of a cancellation, for the
 * record (it moves no money: it is what is not refunded); `credit_issued`: paid money turned into a
 * credit; `credit_used`: a credit spent on this order.
 */
export const ledgerKinds = ['charge', 'refund', 'penalty', 'credit_issued', 'credit_used'] as const
export type LedgerKind = (typeof ledgerKinds)[number]

/** What a charge paid for. */
export const chargePurposes = ['full', 'deposit', 'balance'] as const
export type ChargePurpose = (typeof chargePurposes)[number]

/** How each kind moves the order's paid money: in, out, or neither. */
export const paidSign: Record<LedgerKind, 1 | -1 | 0> = { charge: 1, credit_used: 1, refund: -1, credit_issued: -1, penalty: 0 }

/** The money an order holds: every movement by its sign. */
export const paidCentsOf = (rows: readonly { kind: LedgerKind; amountCents: number }[]): number => rows.reduce((sum, row) => sum + paidSign[row.kind] * row.amountCents, 0)

export const orderPlans = ['full', 'deposit'] as const
export type OrderPlan = (typeof orderPlans)[number]

export const balanceStatuses = ['open', 'pending', 'paid', 'overdue'] as const
export type BalanceStatus = (typeof balanceStatuses)[number]

/** A deposit order's balance: paid once its charge is; pending while a charge waits; overdue past its due moment; open otherwise. */
export function balanceStatusOf(balance: { paid: boolean; pending: boolean; dueAt: Date }, now: Date): BalanceStatus {
  if (balance.paid) return 'paid'
  if (balance.pending) return 'pending'
  return balance.dueAt.getTime() < now.getTime() ? 'overdue' : 'open'
}
