import { Hono } from 'hono'
import { joinWaitlistSchema } from '../../../domain/waitlist.ts'
import { idParam } from '../../admin/id-param.ts'
import { requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import { jsonBody } from '../../http/validation.ts'
import type { CatalogueCache } from '../../catalogue/answer-cache.ts'
import type { OrdersContext } from '../orders/context.ts'
import { noStore } from '../../http/no-store.ts'
import { joinWaitlist, leaveWaitlist, myWaitlist } from './service.ts'

/** /api/trips/{tripId}/options/{optionId}/waitlist: join or leave a sold-out option's line (docs/WAITLIST.md). */
export const waitlistRoutes = (ctx: Pick<OrdersContext, 'db' | 'now'> & { catalogue: CatalogueCache }) =>
  new Hono<AuthEnv>()
    .post('/:tripId/options/:optionId/waitlist', noStore, requireUser, async (c) => {
      const body = await jsonBody(c, joinWaitlistSchema)
      return c.json(await joinWaitlist(ctx.db, c.get('user').id, idParam(c, 'tripId'), idParam(c, 'optionId'), body, ctx.now()), 201)
    })
    .delete('/:tripId/options/:optionId/waitlist', noStore, requireUser, async (c) => {
      const { releasedSeats } = await leaveWaitlist(ctx.db, c.get('user').id, idParam(c, 'tripId'), idParam(c, 'optionId'))
      // The seats an offer held show again, and every instance's waitlist sweeper hears of them.
      if (releasedSeats) ctx.catalogue.invalidate('trips')
      return c.body(null, 204)
    })

/** /api/me/waitlist: the caller's places in line and live offers. */
export const myWaitlistRoutes = (ctx: OrdersContext) => new Hono<AuthEnv>().get('/', noStore, requireUser, async (c) => c.json(await myWaitlist(ctx.db, c.get('user').id)))
