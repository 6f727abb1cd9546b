import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentLinkStatus } from '../../../domain/payment-link.ts'

export const linkStatusLabels: Record<PaymentLinkStatus, MessageDescriptor> = {
  open: msg`Open`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  canceled: msg`Canceled`,
}

/** The badge colour of each status (Chakra palettes the system carries). */
export const linkStatusPalette: Record<PaymentLinkStatus, string> = { open: 'blue', paid: 'green', expired: 'orange', canceled: 'gray' }
