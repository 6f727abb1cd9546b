import * as v from 'valibot'
import { orderCodeSchema } from './order.ts'
import { roadMessages, seatRefSchema, type BoardingPoint, type SeatMapVehicle } from './road.ts'
import type { Traveller } from './traveller.ts'

/*
 * A road trip's departure board (issue 28, docs/ADMIN.md "The departure board"): every traveller
 * of its paid orders by boarding point in the route's order ("relatório de embarque"), the ones
 * without a point apart, and the vehicles' seat maps the admin moves them on.
 */

/** A traveller as the board and the boarding report list them. */
export interface BoardingTraveller {
  orderCode: string
  /** 0-based place in the order, as the seats' PUT names a traveller. */
  traveller: number
  people: number
  buyerName: string
  buyerPhone: string
  data: Traveller
  seat: { vehicleId: number; vehicleName: string; number: number } | null
}

export interface BoardingReport {
  trip: { id: number; name: string; slug: string; checkIn: string; checkOut: string }
  points: (BoardingPoint & { travellers: BoardingTraveller[] })[]
  /** Travellers who chose no point (every one, on a trip without points). */
  withoutPoint: BoardingTraveller[]
  /** Each vehicle's seats (taken: by a paid or a pending order) and whether its list is locked. */
  vehicles: (SeatMapVehicle & { manifestLockedAt: string | null })[]
}

export const boardingReportFormats = ['json', 'csv', 'pdf'] as const
export const boardingReportQuery = v.object({ format: v.optional(v.picklist(boardingReportFormats, 'format must be csv or pdf'), 'json') })

/** PUT /api/admin/trips/{id}/seats: one traveller of a paid order (by its code and 0-based place) to a seat. */
export const adminSeatMoveSchema = v.object({
  order: orderCodeSchema,
  traveller: v.pipe(
    v.number(roadMessages.unknownTraveller),
    v.integer(roadMessages.unknownTraveller),
    v.minValue(0, roadMessages.unknownTraveller),
    v.maxValue(9, roadMessages.unknownTraveller),
  ),
  ...seatRefSchema.entries,
})
export type AdminSeatMove = v.InferOutput<typeof adminSeatMoveSchema>
