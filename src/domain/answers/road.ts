import * as v from 'valibot'
import { seatStatuses, type SeatMap } from '../road.ts'
import { vehicleLayouts } from '../vehicle-layouts.ts'
import { answerSchema } from './answer-schema.ts'
import type { ManifestLockState } from '../road-manifest.ts'
import { idSchema, isoTimestampText } from './catalogue.ts'

const positive = v.pipe(v.number(), v.integer(), v.minValue(1))

/** A vehicle's seats as a seat map draws them (the buyer's and the admin's board). */
export const seatMapVehicleSchema = v.object({
  id: idSchema,
  name: v.string(),
  layout: v.picklist(vehicleLayouts),
  seats: v.array(v.object({ number: positive, deck: v.picklist([1, 2]), row: positive, column: positive, window: v.boolean(), status: v.picklist(seatStatuses) })),
})

/** GET /api/trips/{slug}/seats. */
export const seatMapSchema = answerSchema<SeatMap>()(v.object({ vehicles: v.array(seatMapVehicleSchema) }))

/** POST /api/admin/trips/{id}/manifest/lock and /unlock. */
export const manifestLockStateSchema = answerSchema<ManifestLockState>()(v.object({ locked: v.boolean(), lockedAt: v.nullable(isoTimestampText) }))
