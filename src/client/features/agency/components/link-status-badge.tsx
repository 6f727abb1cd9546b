import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import type { PaymentLinkStatus } from '../../../../domain/payment-link.ts'
import { linkStatusLabels, linkStatusPalette } from '../labels.ts'

export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={linkStatusPalette[status]} variant="subtle" data-testid="link-status" data-status={status}>
      {i18n._(linkStatusLabels[status])}
    </Badge>
  )
}
