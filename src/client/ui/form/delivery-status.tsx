import { Trans } from '@lingui/react/macro'
import { FormAlert } from './form-alert.tsx'
import type { Delivery } from './offline-submission.ts'

/** What became of an offline form's submission: kept until the network returns, then sent. */
export function DeliveryStatus({ delivery }: { delivery: Delivery | undefined }) {
  if (delivery === 'waiting')
    return (
      <FormAlert status="info" title={<Trans>No connection: we will send it when you're back online.</Trans>}>
        <Trans>What you typed stays here.</Trans>
      </FormAlert>
    )
  if (delivery === 'sent') return <FormAlert status="success" title={<Trans>Sent: your connection is back and it went through.</Trans>} />
  return null
}
