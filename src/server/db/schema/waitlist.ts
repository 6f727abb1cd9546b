import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { waitlistStatuses } from '../../../domain/waitlist.ts'
import { users } from './accounts.ts'
import { tripOptions, trips } from './catalogue.ts'
import { orders } from './orders.ts'

/* The waitlist of a sold-out trip option (docs/WAITLIST.md). */

/**
 * A place in the line for `people` seats of a trip option, and its offer once seats free up:
 * `waiting` → `offered` (the row then holds `people` seats, taken from trips.seats_left, until
 * `offer_expires_at`) → `used` (an order placed through it) or `lapsed` (the time ran out; the
 * seats went back). Leaving deletes a waiting or offered row. One live row (waiting or offered)
 * per user and option; a lapsed or used row stays for the admin's view.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => tripOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    people: smallint('people').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The order placed through the offer (status `used`). */
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [
    uniqueIndex('waitlist_live_entry_unique')
      .on(t.userId, t.optionId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_line_idx').on(t.tripId, t.status, t.createdAt, t.id),
    index('waitlist_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    // An order that ends unpaid looks for the offer it was placed through (waitlist/offers.ts, reviveOfferOfOrder).
    index('waitlist_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('waitlist_people_check', sql`${t.people} between 1 and 10`),
  ],
)
