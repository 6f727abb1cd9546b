/**
 * What Roteiro tells a traveller on their own (docs/NOTIFICATIONS.md): each kind goes by email and,
 * on devices that allowed it, as a push notification; the profile turns each kind on or off.
 */
export const notificationKinds = [
  'order-confirmed',
  'pix-expiring',
  'boleto-due',
  'travellers-missing',
  'departure-tomorrow',
  'waitlist-offer',
  'balance-due',
  'balance-overdue',
  'credit-issued',
] as const

export type NotificationKind = (typeof notificationKinds)[number]
