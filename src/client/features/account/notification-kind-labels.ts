import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NotificationKind } from '../../../domain/notification.ts'

export const notificationKindLabels: Record<NotificationKind, MessageDescriptor> = {
  'order-confirmed': msg`Purchase confirmed`,
  'pix-expiring': msg`Pix about to expire`,
  'boleto-due': msg`Boleto due tomorrow`,
  'travellers-missing': msg`Travellers' data missing before the deadline`,
  'departure-tomorrow': msg`Departure tomorrow, with the meeting point`,
  'waitlist-offer': msg`A seat freed up on a trip you wait for`,
  'balance-due': msg`A trip's balance due in 7 days and tomorrow`,
  'balance-overdue': msg`A trip canceled because its balance was not paid`,
  'credit-issued': msg`A credit's code, when a trip is canceled for credit`,
}
