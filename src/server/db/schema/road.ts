import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { vehicleLayouts } from '../../../domain/vehicle-layouts.ts'
import { trips } from './catalogue.ts'
import { orders } from './orders.ts'

/* A road trip's departure (issue 28, docs/TRAVELLERS.md "Boarding and seats"): its boarding points, its vehicles and where each traveller boards and sits. */

/** Where and when the bus picks travellers up, in the route's order; `extra_cents` is added per person who boards there. */
export const tripBoardingPoints = pgTable(
  'trip_boarding_points',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    place: text('place').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    extraCents: integer('extra_cents').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('trip_boarding_points_trip_idx').on(t.tripId), check('trip_boarding_points_extra_check', sql`${t.extraCents} >= 0`)],
)

/**
 * A vehicle of the departure, from a layout (domain/vehicle-layouts.ts); `blocked_seats` are not
 * for sale. A trip with vehicles sells exactly their seats for sale: trips.vacancies follows them.
 * `manifest_locked_at`: when its passenger list (ANTT) was locked as sent to the carrier; while set,
 * its travellers, seats and boarding points refuse changes (road/manifest/lock.ts).
 */
export const tripVehicles = pgTable(
  'trip_vehicles',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: text('layout', { enum: vehicleLayouts }).notNull(),
    blockedSeats: jsonb('blocked_seats').$type<number[]>().notNull().default([]),
    position: smallint('position').notNull().default(0),
    manifestLockedAt: timestamp('manifest_locked_at', { withTimezone: true }),
  },
  (t) => [index('trip_vehicles_trip_idx').on(t.tripId)],
)

/**
 * A traveller's boarding point and seat (order, position as in order_travellers). A seat is held
 * while its order is pending or paid: the order's move that gives its places back clears it
 * (sale/orders/moves.ts), so the unique index over (vehicle, seat) is the live holds', and of two
 * orders taking one seat at once the database lets exactly one commit.
 */
export const travellerPlaces = pgTable(
  'traveller_places',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    boardingPointId: integer('boarding_point_id').references(() => tripBoardingPoints.id),
    vehicleId: integer('vehicle_id').references(() => tripVehicles.id),
    seatNumber: smallint('seat_number'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    uniqueIndex('traveller_places_seat_unique').on(t.vehicleId, t.seatNumber),
    index('traveller_places_boarding_idx')
      .on(t.boardingPointId)
      .where(sql`${t.boardingPointId} is not null`),
    check('traveller_places_seat_check', sql`(${t.vehicleId} is null) = (${t.seatNumber} is null)`),
    check('traveller_places_position_check', sql`${t.position} between 0 and 9`),
  ],
)
