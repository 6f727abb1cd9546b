import { Hono } from 'hono'
import { orderTravellersSchema } from '../../domain/answers/travellers.ts'
import { seatsUpdateSchema } from '../../domain/road.ts'
import { travellersUpdateSchema } from '../../domain/traveller.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { noStore } from '../http/no-store.ts'
import { input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import type { SaleContext } from '../sale/context.ts'
import { byCode, orderEndpoint, type OrderAccess } from '../sale/orders/routes.ts'
import { chooseSeats, readTravellers, replaceTravellers } from './service.ts'

const saved = { 200: json('The travellers as saved', orderTravellersSchema) }

/**
 * {code}/travellers and {code}/seats: the people of an order and where they sit (docs/TRAVELLERS.md),
 * under /api/me/orders for its signed-in buyer and /api/external-orders for a guest with the order's access token.
 */
export const orderTravellerRoutes = (ctx: SaleContext, access: OrderAccess) => {
  const { whose } = access.contract
  const declare = orderEndpoint(access)
  return new Hono<AuthEnv>()
    .get(
      '/:code/travellers',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: `The travellers of ${whose} trip order, one per person, filled or not`,
        answers: { 200: json('The deadline to edit them and the travellers', orderTravellersSchema) },
      }),
      byCode,
      async (c) => c.json(await readTravellers(ctx.db, access.ownerOf(c), c.req.valid('param').code)),
    )
    .put(
      '/:code/travellers',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: `Replaces all the travellers of ${whose} trip order (exactly its people)`,
        description: 'An empty value is data not given yet; a given value must be valid. 409 after the trip’s deadline or on a canceled or refused order.',
        answers: saved,
      }),
      byCode,
      input('json', travellersUpdateSchema),
      async (c) => c.json(await replaceTravellers(ctx, access.ownerOf(c), c.req.valid('param').code, c.req.valid('json'))),
    )
    .put(
      '/:code/seats',
      noStore,
      access.declared,
      access.guard,
      declare({
        summary: `Chooses seats for some travellers of ${whose} trip order, by their index`,
        description: 'The other travellers keep theirs. 409 `seat_taken` for a seat another order holds; 400 for a blocked or unknown seat.',
        answers: saved,
      }),
      byCode,
      input('json', seatsUpdateSchema),
      async (c) => c.json(await chooseSeats(ctx, access.ownerOf(c), c.req.valid('param').code, c.req.valid('json'))),
    )
}
