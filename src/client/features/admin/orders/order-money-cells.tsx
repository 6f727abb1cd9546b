import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrderSummary } from '../../../../domain/admin/order.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { saoPauloDate } from '../../../../domain/order-status.ts'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import { balanceStatusLabels } from '../../../ui/orders/labels.ts'
import { useFormats } from '../../../ui/use-formats.ts'

/* The orders list's money columns (issue 27): a paid deposit order's balance, and a cancellation on request with what is still owed back. */

export function BalanceCell({ order }: { order: AdminOrderSummary }) {
  const { i18n } = useLingui()
  const format = useFormats()
  if (!order.balance) return null
  const status = i18n._(balanceStatusLabels[order.balance.status])
  const due = format.date(saoPauloDate(new Date(order.balance.dueAt)))
  return (
    <TwoLineCell
      main={
        <Text as="span" whiteSpace="nowrap">
          {formatBRL(order.balance.amountCents)}
        </Text>
      }
      detail={`${status} · ${due}`}
    />
  )
}

export function CancellationCell({ order }: { order: AdminOrderSummary }) {
  if (!order.cancellation && order.refundOwedCents === 0) return null
  const refund = order.cancellation && formatBRL(order.cancellation.refundCents)
  const owed = formatBRL(order.refundOwedCents)
  return (
    <TwoLineCell
      main={order.cancellation ? order.cancellation.choice === 'credit' ? <Trans>For a credit</Trans> : <Trans>Refund {refund}</Trans> : null}
      detail={
        order.refundOwedCents > 0 && (
          <Text as="span" color="fg.warning">
            <Trans>{owed} to send</Trans>
          </Text>
        )
      }
    />
  )
}
