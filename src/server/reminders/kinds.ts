import type { NotificationKind } from '../../domain/notification.ts'

/** The notifications the reminder sweep sends on its own, at a moment of the order's (docs/NOTIFICATIONS.md, "Reminders"). */
export const reminderKinds = ['pix-expiring', 'boleto-due', 'travellers-missing', 'departure-tomorrow'] as const satisfies readonly NotificationKind[]

export type ReminderKind = (typeof reminderKinds)[number]
