import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import type { OrderStatus } from '../../../domain/order-status.ts'
import { statusLabels, statusPalette } from './labels.ts'

/** `wrap` lets a long label ("Aguardando pagamento") take two lines in a narrow table. */
export function OrderStatusBadge({ status, size = 'md', wrap = false }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg'; wrap?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size={size} data-testid="order-status" data-status={status} whiteSpace={wrap ? 'normal' : undefined}>
      {i18n._(statusLabels[status])}
    </Badge>
  )
}
