import { Badge } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

export function AgencyStatusBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Badge colorPalette="green" variant="subtle">
      <Trans>Approved</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle">
      <Trans>Waiting for approval</Trans>
    </Badge>
  )
}
