import { Field, Stack, Text, Textarea } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminOrder } from '../../../../domain/admin-order.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { cancelOrder } from './api.ts'

const NOTE_MAX = 200

/** "Cancel order" for a pending order: asks first, with an optional reason kept in the status history. */
export function CancelOrderButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const [note, setNote] = useState('')
  const cancel = useAdminMutation('orders', cancelOrder, () => t`Order canceled`)
  const seats = order.item.kind === 'trip' ? order.item.people : 0
  return (
    <ConfirmButton
      title={t`Cancel the order ${order.code}?`}
      confirmText={<Trans>Yes, cancel the order</Trans>}
      description={
        <Stack gap="3">
          <Text>
            <Plural
              value={seats}
              _0="The payment will no longer be accepted."
              one="The payment will no longer be accepted and # seat goes back on sale."
              other="The payment will no longer be accepted and # seats go back on sale."
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
      onConfirm={() => cancel.mutateAsync({ code: order.code, note: note.trim() })}
    >
      <Trans>Cancel order</Trans>
    </ConfirmButton>
  )
}
