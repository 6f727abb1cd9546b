import { orderTravellersSchema } from '../../../domain/answers/travellers.ts'
import { orderCodeSchema } from '../../../domain/order.ts'
import { seatsUpdateSchema } from '../../../domain/road.ts'
import { travellersUpdateSchema } from '../../../domain/traveller.ts'
import { json, type Operation } from '../operation.ts'

const code = { code: orderCodeSchema }

/** The people of an order (docs/TRAVELLERS.md): its signed-in buyer's, or a guest's by the order's access token. */
const travellerOperationsAt = (base: string, tag: string, whose: string, guestAccessToken?: true): Operation[] =>
  (
    [
      {
        method: 'GET',
        path: `${base}/:code/travellers`,
        tag,
        summary: `The travellers of ${whose} trip order, one per person, filled or not`,
        pathParams: code,
        answers: { 200: json('The deadline to edit them and the travellers', orderTravellersSchema) },
      },
      {
        method: 'PUT',
        path: `${base}/:code/travellers`,
        tag,
        summary: `Replaces all the travellers of ${whose} trip order (exactly its people)`,
        description: 'An empty value is data not given yet; a given value must be valid. 409 after the trip’s deadline or on a canceled or refused order.',
        pathParams: code,
        body: travellersUpdateSchema,
        answers: { 200: json('The travellers as saved', orderTravellersSchema) },
      },
      {
        method: 'PUT',
        path: `${base}/:code/seats`,
        tag,
        summary: `Chooses seats for some travellers of ${whose} trip order, by their index`,
        description: 'The other travellers keep theirs. 409 `seat_taken` for a seat another order holds; 400 for a blocked or unknown seat.',
        pathParams: code,
        body: seatsUpdateSchema,
        answers: { 200: json('The travellers as saved', orderTravellersSchema) },
      },
    ] satisfies Operation[]
  ).map((operation) => ({ ...operation, guestAccessToken }))

export const travellerOperations: Operation[] = [
  ...travellerOperationsAt('/api/me/orders', 'Orders', "the caller's"),
  ...travellerOperationsAt('/api/external-orders', 'Guest orders', 'a guest’s', true),
]
