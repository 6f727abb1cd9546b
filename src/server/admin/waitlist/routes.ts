import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { idParam } from '../id-param.ts'
import { tripWaitlist } from './service.ts'

/** /api/admin/trips/:id/waitlist: the lines of a trip's sold-out options (docs/WAITLIST.md). */
export const adminWaitlistRoutes = ({ db }: AppDeps) => new Hono().get('/:id/waitlist', async (c) => c.json(await tripWaitlist(db, idParam(c))))
