import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LedgerEntry } from '../../../../domain/admin/order.ts'
import type { ChargePurpose, LedgerKind, OrderPlan } from '../../../../domain/ledger.ts'

/* The words of an order's money on the admin's screens (docs/PAYMENTS.md, "The ledger"). */

export const ledgerKindLabels: Record<LedgerKind, MessageDescriptor> = {
  charge: msg`Charge`,
  refund: msg({ message: 'Refund', context: 'amount' }),
  penalty: msg`Penalty kept`,
  credit_issued: msg`Credit issued`,
  credit_used: msg`Credit used`,
}

export const chargePurposeLabels: Record<ChargePurpose, MessageDescriptor> = {
  full: msg`whole price`,
  deposit: msg`deposit`,
  balance: msg`balance`,
}

export const ledgerSourceLabels: Record<LedgerEntry['source'], MessageDescriptor> = {
  buyer: msg`by the buyer`,
  gateway: msg`by the gateway`,
  admin: msg`by an admin`,
  system: msg`by the system`,
}

export const planLabels: Record<OrderPlan, MessageDescriptor> = {
  full: msg`Whole price`,
  deposit: msg`Deposit and balance`,
}
