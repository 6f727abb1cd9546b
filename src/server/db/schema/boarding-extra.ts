import { integer } from 'drizzle-orm/pg-core'
import { tripBoardingPoints } from './road.ts'

/**
 * The boarding point an order or a payment link was priced with and its extra per person, included
 * in the unit price (docs/TRAVELLERS.md "Boarding and seats"): its travellers start boarding there
 * and may only move to a point of the same extra. Null and 0 where the trip's points have no extra.
 * A function declaration (hoisted): road.ts reads orders, whose module may be evaluated in the
 * middle of this one's imports.
 */
export function boardingExtraColumns() {
  return {
    boardingPointId: integer('boarding_point_id').references(() => tripBoardingPoints.id, { onDelete: 'set null' }),
    boardingExtraCents: integer('boarding_extra_cents').notNull().default(0),
  }
}
