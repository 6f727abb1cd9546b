import { Hono } from 'hono'
import { seatsUpdateSchema } from '../../domain/road.ts'
import { travellersUpdateSchema } from '../../domain/traveller.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { jsonBody } from '../http/validation.ts'
import type { SaleContext } from '../sale/context.ts'
import { codeOf, type OrderAccess } from '../sale/orders/routes.ts'
import { noStore } from '../http/no-store.ts'
import { chooseSeats, readTravellers, replaceTravellers } from './service.ts'

/**
 * {code}/travellers and {code}/seats: the people of an order and where they sit (docs/TRAVELLERS.md),
 * under /api/me/orders for its signed-in buyer and /api/external-orders for a guest with the order's access token.
 */
export const orderTravellerRoutes = (ctx: SaleContext, access: OrderAccess) =>
  new Hono<AuthEnv>()
    .get('/:code/travellers', noStore, access.declared, access.guard, async (c) => c.json(await readTravellers(ctx.db, access.ownerOf(c), codeOf(c))))
    .put('/:code/travellers', noStore, access.declared, access.guard, async (c) =>
      c.json(await replaceTravellers(ctx, access.ownerOf(c), codeOf(c), await jsonBody(c, travellersUpdateSchema))),
    )
    .put('/:code/seats', noStore, access.declared, access.guard, async (c) => c.json(await chooseSeats(ctx, access.ownerOf(c), codeOf(c), await jsonBody(c, seatsUpdateSchema))))
