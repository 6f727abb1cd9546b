import { Hono } from 'hono'
import { travellersUpdateSchema } from '../../domain/traveller.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { jsonBody } from '../http/validation.ts'
import type { OrdersContext } from '../orders/context.ts'
import { noStore } from '../orders/routes.ts'
import { readTravellers, replaceTravellers } from './service.ts'

/** /api/me/orders/{code}/travellers: the people of the caller's order (docs/TRAVELLERS.md). */
export const myTravellerRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>()
    .get('/:code/travellers', noStore, requireUser, async (c) => c.json(await readTravellers(ctx.db, c.get('user').id, c.req.param('code'))))
    .put('/:code/travellers', noStore, requireUser, async (c) =>
      c.json(await replaceTravellers(ctx, c.get('user').id, c.req.param('code'), await jsonBody(c, travellersUpdateSchema))),
    )
