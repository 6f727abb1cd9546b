import { Trans } from '@lingui/react/macro'
import { FormAlert } from '../../../ui/form/form-alert.tsx'

/** A traveller under 18 on departure day (docs/TRAVELLERS.md). */
export function MinorNotice() {
  return (
    <FormAlert status="info" title={<Trans>Under 18 on the departure day</Trans>}>
      <Trans>A minor needs an authorisation to travel signed by the parents or guardians (ECA, art. 83). Bring it on the trip with the minor's document.</Trans>
    </FormAlert>
  )
}
