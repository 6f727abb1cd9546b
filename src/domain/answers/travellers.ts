import * as v from 'valibot'
import { travellerDocumentKinds, type OrderTraveller, type OrderTravellers, type Traveller } from '../traveller.ts'
import { answerSchema } from './answer-schema.ts'
import { boardingPointSchema, idSchema, isoDateText, isoTimestampText } from './catalogue.ts'

export const travellerSchema = answerSchema<Traveller>()(
  v.object({
    name: v.string(),
    document: v.nullable(v.object({ kind: v.picklist(travellerDocumentKinds), number: v.string() })),
    birthDate: v.nullable(isoDateText),
    minor: v.boolean(),
    complete: v.boolean(),
  }),
)

const orderTravellerSchema = answerSchema<OrderTraveller>()(
  v.object({
    ...travellerSchema.entries,
    boardingPointId: v.nullable(idSchema),
    seat: v.nullable(v.object({ vehicleId: idSchema, number: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  }),
)

/** GET and PUT /api/me/orders/{code}/travellers and /api/external-orders/{code}/travellers. */
export const orderTravellersSchema = answerSchema<OrderTravellers>()(
  v.object({
    deadline: isoTimestampText,
    boardingPoints: v.array(boardingPointSchema),
    vehicles: v.array(v.object({ id: idSchema, name: v.string() })),
    travellers: v.array(orderTravellerSchema),
  }),
)
