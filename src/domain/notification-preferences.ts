import * as v from 'valibot'
import { notificationKinds, type NotificationKind } from './notification.ts'

/** GET and PUT /api/me/notification-preferences: each kind on or off, for email and push together. */
export interface NotificationPreferences {
  kinds: Record<NotificationKind, boolean>
}

export const notificationPreferencesSchema = v.object({
  kinds: v.strictObject(Object.fromEntries(notificationKinds.map((kind) => [kind, v.boolean()])) as Record<NotificationKind, v.BooleanSchema<undefined>>),
})

export const preferencesOf = (disabled: readonly NotificationKind[]): NotificationPreferences => ({
  kinds: Object.fromEntries(notificationKinds.map((kind) => [kind, !disabled.includes(kind)])) as Record<NotificationKind, boolean>,
})

export const disabledKindsOf = ({ kinds }: NotificationPreferences): NotificationKind[] => notificationKinds.filter((kind) => !kinds[kind])
