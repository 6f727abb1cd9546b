import type { NotificationKind } from '../../domain/notification.ts'

/**
 * The reminders the sweep sends on its own, at a moment of the order's (docs/NOTIFICATIONS.md,
 * "Reminders"), each once per order; most are a notification kind of their own, a deposit
 * order's balance is reminded twice under one kind (`balance-due`).
 */
export const reminderKinds = ['pix-expiring', 'boleto-due', 'travellers-missing', 'departure-tomorrow', 'balance-due-week', 'balance-due-tomorrow'] as const

export type ReminderKind = (typeof reminderKinds)[number]

/** The notification kind a reminder goes as (the one the buyer turns on or off). */
export const notificationKindOf = (kind: ReminderKind): NotificationKind => (kind === 'balance-due-week' || kind === 'balance-due-tomorrow' ? 'balance-due' : kind)
