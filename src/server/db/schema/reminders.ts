import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { reminderKinds } from '../../reminders/kinds.ts'
import { orders } from './orders.ts'

/**
 * Each reminder sent (docs/NOTIFICATIONS.md, "Reminders"): the sweep inserts the row in the
 * transaction that decides to send, so the primary key lets one order have one reminder of a kind,
 * whatever the number of server processes sweeping.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
)
