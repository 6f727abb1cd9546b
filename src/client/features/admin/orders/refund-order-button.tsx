import { Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { refundOrder } from './api.ts'
import { ConfirmWithNoteButton } from './confirm-with-note-button.tsx'

/**
 * "Refund" for a paid order: asks first, saying what follows (the gateway refunds the payer, or
 * the admin does in its panel; the seats return; an agency's commission on it is taken back in
 * this month), with an optional reason kept in the status history.
 */
export function RefundOrderButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const refund = useAdminMutation('orders', refundOrder, () => t`Order refunded`)
  const seats = order.item.kind === 'trip' ? order.item.people : 0
  const amount = formatBRL(order.amountCents)
  return (
    <ConfirmWithNoteButton
      title={t`Refund the order ${order.code}?`}
      confirmText={<Trans>Yes, refund {amount}</Trans>}
      explanation={
        <>
          <Text>
            <Trans>
              The payment gateway is asked to return {amount} to the payer. An order paid through another gateway is only recorded as refunded: refund it in that gateway&apos;s
              panel.
            </Trans>
          </Text>
          <Text>
            <Plural
              value={seats}
              _0="The order becomes canceled; a commission on it is taken back in this month."
              one="The order becomes canceled and # seat goes back on sale; a commission on it is taken back in this month."
              other="The order becomes canceled and # seats go back on sale; a commission on it is taken back in this month."
            />
          </Text>
        </>
      }
      onConfirm={(note) => refund.mutateAsync({ code: order.code, note })}
    >
      <Trans>Refund</Trans>
    </ConfirmWithNoteButton>
  )
}
