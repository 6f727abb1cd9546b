import { sql, type SQLWrapper } from 'drizzle-orm'
import { tripBoardingPoints } from '../db/schema/index.ts'
import { fieldError } from '../http/validation.ts'

/*
 * A boarding point's extra price is paid at checkout (docs/DECISIONS.md, "A boarding point's extra
 * price"): the order names its point, pays its extra per person, and its travellers start there.
 */

/** The trip's boarding points with their extra per person, as JSON read in the trip's own query (the checkout's price, one round trip). */
export const boardingPointsOf = (tripId: SQLWrapper) =>
  sql<
    BoardingPrice[]
  >`(select coalesce(json_agg(json_build_object('id', ${tripBoardingPoints.id}, 'extraCents', ${tripBoardingPoints.extraCents})), '[]'::json) from ${tripBoardingPoints} where ${tripBoardingPoints.tripId} = ${tripId})`

export interface BoardingPrice {
  id: number
  extraCents: number
}

/**
 * The point an order asks for among the trip's `points`, with the extra it pays per person. Where
 * one of the trip's points has an extra a point is required (400 on `item.boardingPointId`);
 * where none has, asking for one is welcome (the travellers start there) and costs nothing.
 */
export function boardingOfOrder(points: BoardingPrice[], boardingPointId: number | null) {
  if (boardingPointId === null) {
    if (points.some((point) => point.extraCents > 0)) throw fieldError('item.boardingPointId', 'field.required')
    return { boardingPointId: null, boardingExtraCents: 0 }
  }
  const point = points.find((candidate) => candidate.id === boardingPointId)
  if (!point) throw fieldError('item.boardingPointId', 'boarding_point.unknown')
  return { boardingPointId: point.id, boardingExtraCents: point.extraCents }
}
