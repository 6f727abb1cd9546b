import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LedgerEntry, OwedRefund } from '../../../../domain/admin/order.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { markRefundSent } from './api.ts'
import { ConfirmWithNoteButton } from './confirm-with-note-button.tsx'

/** "Mark as sent" on a refund still owed: the admin sent it by hand (a Pix to the buyer's key); asks first, with an optional note for the audit log. */
export function MarkRefundSentButton({ code, refund, pixKey }: { code: string; refund: Pick<LedgerEntry | OwedRefund, 'id' | 'amountCents'>; pixKey: string | null }) {
  const { t } = useLingui()
  const mark = useAdminMutation('orders', markRefundSent, () => t`Refund marked as sent`)
  const amount = formatBRL(refund.amountCents)
  return (
    <ConfirmWithNoteButton
      title={t`Mark the refund of ${amount} as sent?`}
      confirmText={<Trans>Yes, it was sent</Trans>}
      explanation={
        <Text>
          {pixKey ? (
            <Trans>
              Send {amount} by Pix to the key {pixKey} first; this only records that it left, with your name and the time.
            </Trans>
          ) : (
            <Trans>Send {amount} to the buyer first (in the gateway&apos;s panel, or by Pix); this only records that it left, with your name and the time.</Trans>
          )}
        </Text>
      }
      onConfirm={(note) => mark.mutateAsync({ code, id: refund.id, note })}
    >
      <Trans>Mark as sent</Trans>
    </ConfirmWithNoteButton>
  )
}
