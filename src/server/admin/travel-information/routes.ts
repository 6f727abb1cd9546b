import { Hono } from 'hono'
import { travelInformationInputSchema } from '../../../domain/admin/travel-information.ts'
import { travelInformationListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { createTravelInformation, deleteTravelInformation, listTravelInformation, updateTravelInformation } from './service.ts'

/** /api/admin/travel-information: type and text of each piece of advice on the tips page, in display order. */
export const adminTravelInformationRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listTravelInformation(db, parseOr400(travelInformationListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createTravelInformation(db, c.get('user').id, await jsonBody(c, travelInformationInputSchema), now()), 201))
    .put('/:id', async (c) => c.json(await updateTravelInformation(db, c.get('user').id, idParam(c), await jsonBody(c, travelInformationInputSchema), now())))
    .delete('/:id', async (c) => {
      await deleteTravelInformation(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
