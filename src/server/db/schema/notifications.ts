import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { NotificationKind } from '../../../domain/notification.ts'
import { users } from './accounts.ts'

/* What a traveller is told and where (docs/NOTIFICATIONS.md). */

/**
 * A browser's Web Push subscription. The endpoint is the browser's own address at its push
 * service: one row per endpoint, moved to whoever signed in on that browser last. `locale` is the
 * browser's language when it subscribed: its pushes are written in it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last time its browser subscribed with it: an account's eleventh subscription replaces the one used least recently. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
)

/** A user's choices: the kinds they turned off (every kind is on without a row), and the language their mails are written in. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledKinds: jsonb('disabled_kinds').$type<NotificationKind[]>().notNull().default([]),
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
