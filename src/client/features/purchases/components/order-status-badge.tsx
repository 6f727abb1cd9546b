import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import type { OrderStatus } from '../../../../domain/order-status.ts'
import { statusLabels, statusPalette } from '../labels.ts'

export function OrderStatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size={size} data-testid="order-status" data-status={status}>
      {i18n._(statusLabels[status])}
    </Badge>
  )
}
