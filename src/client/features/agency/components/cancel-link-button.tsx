import { Trans, useLingui } from '@lingui/react/macro'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { showError, showSuccess } from '../../../ui/toaster.ts'
import { useCancelPaymentLink } from '../api.ts'

/** "Cancel" for an open link: asks first; the customer can no longer pay it. */
export function CancelLinkButton({ token, itemName }: { token: string; itemName: string }) {
  const { t } = useLingui()
  const cancel = useCancelPaymentLink()
  const confirm = async () => {
    try {
      await cancel.mutateAsync(token)
      showSuccess(t`Payment link canceled`)
    } catch (error) {
      showError(describeApiError(error))
      throw error
    }
  }
  return (
    <ConfirmButton
      title={t`Cancel the payment link for ${itemName}?`}
      description={<Trans>The customer will no longer be able to pay it. This cannot be undone: to sell again, create a new link.</Trans>}
      confirmText={<Trans>Yes, cancel the link</Trans>}
      onConfirm={confirm}
    >
      <Trans>Cancel link</Trans>
    </ConfirmButton>
  )
}
