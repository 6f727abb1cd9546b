import * as v from 'valibot'
import type { BoardingReport } from '../boarding-report.ts'
import { answerSchema } from './answer-schema.ts'
import { boardingPointSchema, idSchema, isoDateText, isoTimestampText } from './catalogue.ts'
import { seatMapVehicleSchema } from './road.ts'
import { travellerSchema } from './travellers.ts'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const boardingTravellerSchema = v.object({
  orderCode: v.string(),
  traveller: count,
  people: count,
  buyerName: v.string(),
  buyerPhone: v.string(),
  data: travellerSchema,
  seat: v.nullable(v.object({ vehicleId: idSchema, vehicleName: v.string(), number: count })),
})

/** GET /api/admin/trips/{id}/boarding-report and PUT …/seats. */
export const boardingReportSchema = answerSchema<BoardingReport>()(
  v.object({
    trip: v.object({ id: idSchema, name: v.string(), slug: v.string(), checkIn: isoDateText, checkOut: isoDateText }),
    points: v.array(v.object({ ...boardingPointSchema.entries, travellers: v.array(boardingTravellerSchema) })),
    withoutPoint: v.array(boardingTravellerSchema),
    vehicles: v.array(v.object({ ...seatMapVehicleSchema.entries, manifestLockedAt: v.nullable(isoTimestampText) })),
  }),
)
