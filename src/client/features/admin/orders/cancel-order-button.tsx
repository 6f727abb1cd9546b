import { Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { cancelOrder } from './api.ts'
import { ConfirmWithNoteButton } from './confirm-with-note-button.tsx'

/** "Cancel order" for a pending order: asks first, with an optional reason kept in the status history. */
export function CancelOrderButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const cancel = useAdminMutation('orders', cancelOrder, () => t`Order canceled`)
  const seats = order.item.kind === 'trip' ? order.item.people : 0
  return (
    <ConfirmWithNoteButton
      title={t`Cancel the order ${order.code}?`}
      confirmText={<Trans>Yes, cancel the order</Trans>}
      explanation={
        <Text>
          <Plural
            value={seats}
            _0="The payment will no longer be accepted."
            one="The payment will no longer be accepted and # seat goes back on sale."
            other="The payment will no longer be accepted and # seats go back on sale."
          />
        </Text>
      }
      onConfirm={(note) => cancel.mutateAsync({ code: order.code, note })}
    >
      <Trans>Cancel order</Trans>
    </ConfirmWithNoteButton>
  )
}
