import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BalanceStatus } from '../../../domain/ledger.ts'
import type { OrderStatus, PaymentMethod, PurchaseGroup, StatusReason } from '../../../domain/order-status.ts'

/** The spec's purchase views (section 4). */
export const groupLabels: Record<PurchaseGroup, MessageDescriptor> = {
  pendingPayment: msg`Pending payment`,
  confirmed: msg`Confirmed trip`,
  refusedPayment: msg`Refused payment`,
  canceledPayment: msg`Canceled payment`,
}

export const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Waiting for payment`,
  paid: msg`Paid`,
  refused: msg`Refused`,
  canceled: msg`Canceled`,
}

export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Credit card`,
  boleto: msg`Bank slip (boleto)`,
  pix: msg`Pix`,
}

export const reasonLabels: Record<StatusReason, MessageDescriptor> = {
  placed: msg`Order placed`,
  approved: msg`Card payment approved`,
  confirmed: msg`Payment confirmed`,
  declined: msg`Card refused by the issuer`,
  processing_error: msg`Error processing the payment`,
  expired: msg`Payment time ran out`,
  canceled: msg`Order canceled`,
  canceled_by_admin: msg`Canceled by the agency`,
  refunded: msg`Payment refunded`,
  balance_paid: msg`Balance paid`,
  balance_overdue: msg`Canceled: the balance was not paid in time`,
  customer_request: msg`Canceled at the buyer's request`,
}

/** The badge colour of each status (Chakra palettes the system carries). */
export const statusPalette: Record<OrderStatus, string> = { pending: 'orange', paid: 'green', refused: 'red', canceled: 'gray' }

/** A deposit order's balance (docs/PAYMENTS.md, "Payment plans"). */
export const balanceStatusLabels: Record<BalanceStatus, MessageDescriptor> = {
  open: msg`To pay`,
  pending: msg`Waiting for payment`,
  paid: msg`Paid`,
  overdue: msg`Overdue`,
}

export const balanceStatusPalette: Record<BalanceStatus, string> = { open: 'blue', pending: 'orange', paid: 'green', overdue: 'red' }
