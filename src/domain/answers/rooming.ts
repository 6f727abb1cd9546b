import * as v from 'valibot'
import type { RoomingList } from '../rooming.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText } from './catalogue.ts'
import { travellerSchema } from './travellers.ts'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** GET /api/admin/trips/{id}/rooming and POST …/rooming/moves. */
export const roomingListSchema = answerSchema<RoomingList>()(
  v.object({
    trip: v.object({ id: idSchema, name: v.string(), slug: v.string(), hotel: v.string(), checkIn: isoDateText, checkOut: isoDateText }),
    rooms: v.array(
      v.object({
        number: count,
        optionId: idSchema,
        optionName: v.string(),
        occupancy: count,
        guests: v.array(v.object({ orderCode: v.string(), position: count, buyerName: v.string(), traveller: travellerSchema })),
      }),
    ),
    byOption: v.array(v.object({ optionId: idSchema, optionName: v.string(), occupancy: count, rooms: count, guests: count })),
  }),
)
