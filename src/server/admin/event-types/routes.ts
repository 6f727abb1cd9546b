import { Hono } from 'hono'
import { eventTypeInputSchema } from '../../../domain/admin/event-type.ts'
import { eventTypeListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { createEventType, deleteEventType, listEventTypes, updateEventType } from './service.ts'

/** /api/admin/event-types: name, description and the slug made from the first name; one in use by trips cannot be deleted. */
export const adminEventTypeRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listEventTypes(db, parseOr400(eventTypeListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createEventType(db, c.get('user').id, await jsonBody(c, eventTypeInputSchema), now()), 201))
    .put('/:id', async (c) => c.json(await updateEventType(db, c.get('user').id, idParam(c), await jsonBody(c, eventTypeInputSchema), now())))
    .delete('/:id', async (c) => {
      await deleteEventType(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
