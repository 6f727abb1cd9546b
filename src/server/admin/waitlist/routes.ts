import { Hono } from 'hono'
import { adminWaitlistSchema } from '../../../domain/answers/waitlist.ts'
import type { AppDeps } from '../../app-deps.ts'
import { endpoint } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { tripWaitlist } from './service.ts'

/** /api/admin/trips/:id/waitlist: the lines of a trip's sold-out options (docs/WAITLIST.md). */
export const adminWaitlistRoutes = ({ db }: AppDeps) =>
  new Hono().get(
    '/:id/waitlist',
    endpoint({
      tag: 'Admin: trips',
      summary: "The trip options' waitlists: who, how many, since when, and each offer's state",
      answers: { 200: json('Everyone who joined, oldest first', adminWaitlistSchema) },
    }),
    idsInPath('id'),
    async (c) => c.json(await tripWaitlist(db, c.req.valid('param').id)),
  )
