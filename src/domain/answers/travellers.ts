import * as v from 'valibot'
import { type OrderTraveller, type OrderTravellers, type Traveller, type TravellerDocument } from '../traveller.ts'
import { brazilianStates } from '../user.ts'
import { answerSchema } from './answer-schema.ts'
import { boardingPointSchema, idSchema, isoDateText, isoTimestampText } from './catalogue.ts'

/** A traveller's document: an RG with its issuing state. */
export const travellerDocumentEntries = {
  other: { kind: v.picklist(['cpf', 'passport']), number: v.string() },
  rg: { kind: v.literal('rg'), number: v.string(), state: v.picklist(brazilianStates) },
} as const

const travellerDocumentSchema = answerSchema<TravellerDocument>()(v.variant('kind', [v.object(travellerDocumentEntries.other), v.object(travellerDocumentEntries.rg)]))

export const travellerSchema = answerSchema<Traveller>()(
  v.object({
    name: v.string(),
    document: v.nullable(travellerDocumentSchema),
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
