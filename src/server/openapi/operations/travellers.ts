import { orderTravellersSchema } from '../../../domain/answers/travellers.ts'
import { orderCodeSchema } from '../../../domain/order.ts'
import { travellersUpdateSchema } from '../../../domain/traveller.ts'
import { json, type Operation } from '../operation.ts'

const tag = 'Orders'
const code = { code: orderCodeSchema }

/** The people of the caller's order (docs/TRAVELLERS.md). */
export const travellerOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/me/orders/:code/travellers',
    tag,
    summary: "The travellers of the caller's trip order, one per person, filled or not",
    pathParams: code,
    answers: { 200: json('The deadline to edit them and the travellers', orderTravellersSchema) },
  },
  {
    method: 'PUT',
    path: '/api/me/orders/:code/travellers',
    tag,
    summary: "Replaces all the travellers of the caller's trip order (exactly its people)",
    description: 'An empty value is data not given yet; a given value must be valid. 409 after the trip’s deadline or on a canceled or refused order.',
    pathParams: code,
    body: travellersUpdateSchema,
    answers: { 200: json('The travellers as saved', orderTravellersSchema) },
  },
]
