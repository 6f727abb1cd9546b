import { Field, Stack, Text, Textarea } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminOrder } from '../../../../domain/admin-order.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { refundOrder } from './api.ts'

const NOTE_MAX = 200

/**
 * "Refund" for a paid order: asks first, saying what follows (the gateway refunds the payer, or
 * the admin does in its panel; the seats return; an agency's commission on it is taken back in
 * this month), with an optional reason kept in the status history.
 */
export function RefundOrderButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const [note, setNote] = useState('')
  const refund = useAdminMutation('orders', refundOrder, () => t`Order refunded`)
  const seats = order.item.kind === 'trip' ? order.item.people : 0
  const amount = formatBRL(order.amountCents)
  return (
    <ConfirmButton
      title={t`Refund the order ${order.code}?`}
      confirmText={<Trans>Yes, refund {amount}</Trans>}
      description={
        <Stack gap="3">
          <Text>
            <Trans>
              The payment gateway is asked to return {amount} to the payer. An order paid through another gateway is only recorded as refunded: refund it in that gateway&apos;s panel.
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
          <Field.Root>
            <Field.Label>
              <Trans>Reason (optional)</Trans>
            </Field.Label>
            <Textarea value={note} maxLength={NOTE_MAX} rows={2} onChange={(event) => setNote(event.target.value)} />
          </Field.Root>
        </Stack>
      }
      onConfirm={() => refund.mutateAsync({ code: order.code, note: note.trim() })}
    >
      <Trans>Refund</Trans>
    </ConfirmButton>
  )
}
