import { Hono } from 'hono'
import { airlineInputSchema } from '../../../domain/airline.ts'
import { airlineListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { createAirline, deleteAirline, listAirlines, updateAirline } from './service.ts'

/** /api/admin/airlines: the airlines of the trips' aerial mesh (the spec's Company). */
export const adminAirlineRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listAirlines(db, parseOr400(airlineListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createAirline(db, c.get('user').id, await jsonBody(c, airlineInputSchema), now()), 201))
    .put('/:id', async (c) => c.json(await updateAirline(db, c.get('user').id, idParam(c), await jsonBody(c, airlineInputSchema), now())))
    .delete('/:id', async (c) => {
      await deleteAirline(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
