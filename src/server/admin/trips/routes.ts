import { Hono } from 'hono'
import { adminTripInputSchema, adminTripPatchSchema } from '../../../domain/admin/trip/input.ts'
import { adminTripListQuery } from '../../../domain/admin/trip/list.ts'
import { boardingPointsUpdateSchema, vehiclesUpdateSchema } from '../../../domain/road.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { jsonBody, parseOr400 } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { replaceBoardingPoints, replaceVehicles } from './departure-service.ts'
import { listAdminTrips } from './list-service.ts'
import { findAdminTrip } from './read-service.ts'
import { createTrip, deleteTrip, duplicateTrip, patchTrip, updateTrip } from './write-service.ts'

/**
 * /api/admin/trips: the catalogue's trips, published or not. A trip with orders cannot be
 * deleted (409); PATCH `{ published: false }` takes it off the catalogue instead. A road
 * trip's boarding points and vehicles are written apart from the trip's form (issue 28).
 */
export const adminTripRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listAdminTrips(db, parseOr400(adminTripListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createTrip(db, c.get('user').id, await jsonBody(c, adminTripInputSchema), now()), 201))
    .get('/:id', async (c) => {
      const id = idParam(c)
      const trip = await findAdminTrip(db, id)
      if (!trip) throw apiError('trip.not_found', { id })
      return c.json(trip)
    })
    .put('/:id', async (c) => c.json(await updateTrip(db, c.get('user').id, idParam(c), await jsonBody(c, adminTripInputSchema), now())))
    .patch('/:id', async (c) => c.json(await patchTrip(db, c.get('user').id, idParam(c), await jsonBody(c, adminTripPatchSchema), now())))
    .put('/:id/boarding-points', async (c) => c.json(await replaceBoardingPoints(db, c.get('user').id, idParam(c), await jsonBody(c, boardingPointsUpdateSchema), now())))
    .put('/:id/vehicles', async (c) => c.json(await replaceVehicles(db, c.get('user').id, idParam(c), await jsonBody(c, vehiclesUpdateSchema), now())))
    .post('/:id/duplicate', async (c) => c.json(await duplicateTrip(db, c.get('user').id, idParam(c), now()), 201))
    .delete('/:id', async (c) => {
      await deleteTrip(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
