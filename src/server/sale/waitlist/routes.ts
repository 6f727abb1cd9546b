import { Hono } from 'hono'
import * as v from 'valibot'
import { waitlistEntrySchema } from '../../../domain/answers/waitlist.ts'
import { joinWaitlistSchema } from '../../../domain/waitlist.ts'
import { idsInPath } from '../../admin/id-param.ts'
import { requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import type { CatalogueCache } from '../../catalogue/answer-cache.ts'
import type { OrdersContext } from '../orders/context.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, noContent } from '../../openapi/operation.ts'
import { joinWaitlist, leaveWaitlist, myWaitlist } from './service.ts'

const tag = 'Waitlist'
const option = idsInPath('tripId', 'optionId')

/** /api/trips/{tripId}/options/{optionId}/waitlist: join or leave a sold-out option's line (docs/WAITLIST.md). */
export const waitlistRoutes = (ctx: Pick<OrdersContext, 'db' | 'now'> & { catalogue: CatalogueCache }) =>
  new Hono<AuthEnv>()
    .post(
      '/:tripId/options/:optionId/waitlist',
      noStore,
      requireUser,
      endpoint({
        tag,
        summary: 'Joins the line of a sold-out trip option for some people',
        description:
          '409 while the trip has seats to buy, or when the caller is already in this line. When seats free up the first in line whose people fit gets an offer holding them for 30 minutes.',
        answers: { 201: json("The caller's place in line", waitlistEntrySchema) },
      }),
      option,
      input('json', joinWaitlistSchema),
      async (c) => {
        const { tripId, optionId } = c.req.valid('param')
        return c.json(await joinWaitlist(ctx.db, c.get('user').id, tripId, optionId, c.req.valid('json'), ctx.now()), 201)
      },
    )
    .delete(
      '/:tripId/options/:optionId/waitlist',
      noStore,
      requireUser,
      endpoint({ tag, summary: 'Leaves the line (a live offer gives its seats back)', answers: { 204: noContent } }),
      option,
      async (c) => {
        const { tripId, optionId } = c.req.valid('param')
        const { releasedSeats } = await leaveWaitlist(ctx.db, c.get('user').id, tripId, optionId)
        // The seats an offer held show again, and every instance's waitlist sweeper hears of them.
        if (releasedSeats) ctx.catalogue.invalidate('trips')
        return c.body(null, 204)
      },
    )

/** /api/me/waitlist: the caller's places in line and live offers. */
export const myWaitlistRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>().get(
    '/',
    noStore,
    requireUser,
    endpoint({
      tag,
      summary: "The caller's places in line and live offers",
      answers: { 200: json('Oldest first; an entry with an offer holds its seats until offer.expiresAt', v.array(waitlistEntrySchema)) },
    }),
    async (c) => c.json(await myWaitlist(ctx.db, c.get('user').id)),
  )
