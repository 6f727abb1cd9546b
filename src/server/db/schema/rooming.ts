import { check, index, integer, pgTable, primaryKey, serial, smallint } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tripOptions, trips } from './catalogue.ts'
import { orders } from './orders.ts'

/*
 * A hotel package's rooming list as the admin regrouped it (issue 28, docs/ADMIN.md "Rooming
 * list"). Until the admin moves someone the list is made from the paid orders and nothing is
 * stored; a move stores the whole list, and travellers of orders paid later are added to it.
 */

/** A room of one of the trip's options: the option's people are the room's occupancy. */
export const tripRooms = pgTable(
  'trip_rooms',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => tripOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [index('trip_rooms_trip_idx').on(t.tripId)],
)

/** Who sleeps in a room: a traveller of an order (its position, 0-based, as in order_travellers), in one room at most. */
export const roomGuests = pgTable(
  'room_guests',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => tripRooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index('room_guests_room_idx').on(t.roomId), check('room_guests_position_check', sql`${t.position} between 0 and 9`)],
)
