import { Hono } from 'hono'
import { adminTripInputSchema, adminTripPatchSchema } from '../../../domain/admin/trip/input.ts'
import { adminTripListQuery } from '../../../domain/admin/trip/list.ts'
import { adminTripPageSchema, adminTripSchema } from '../../../domain/answers/admin-trips.ts'
import { boardingPointsUpdateSchema, vehiclesUpdateSchema } from '../../../domain/road.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, noContent } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { replaceBoardingPoints, replaceVehicles } from './departure-service.ts'
import { listAdminTrips } from './list-service.ts'
import { findAdminTrip } from './read-service.ts'
import { createTrip, deleteTrip, duplicateTrip, patchTrip, updateTrip } from './write-service.ts'

const tag = 'Admin: trips'
const byId = idsInPath('id')

/**
 * /api/admin/trips: the catalogue's trips, published or not. A trip with orders cannot be
 * deleted (409); PATCH `{ published: false }` takes it off the catalogue instead. A road
 * trip's boarding points and vehicles are written apart from the trip's form (issue 28).
 */
export const adminTripRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: 'Lists trips', answers: { 200: json('A page', adminTripPageSchema) } }), input('query', adminTripListQuery), async (c) =>
      c.json(await listAdminTrips(db, c.req.valid('query'))),
    )
    .post('/', endpoint({ tag, summary: 'Adds a trip', answers: { 201: json('As saved', adminTripSchema) } }), input('json', adminTripInputSchema), async (c) =>
      c.json(await createTrip(db, c.get('user').id, c.req.valid('json'), now()), 201),
    )
    .get('/:id', endpoint({ tag, summary: 'One trip, as its form edits it', answers: { 200: json('The trip', adminTripSchema) } }), byId, async (c) => {
      const { id } = c.req.valid('param')
      const trip = await findAdminTrip(db, id)
      if (!trip) throw apiError('trip.not_found', { id })
      return c.json(trip)
    })
    .put('/:id', endpoint({ tag, summary: 'Replaces a trip', answers: { 200: json('As saved', adminTripSchema) } }), byId, input('json', adminTripInputSchema), async (c) =>
      c.json(await updateTrip(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .patch(
      '/:id',
      endpoint({ tag, summary: 'Changes some fields of a trip', answers: { 200: json('As saved', adminTripSchema) } }),
      byId,
      input('json', adminTripPatchSchema),
      async (c) => c.json(await patchTrip(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .put(
      '/:id/boarding-points',
      endpoint({
        tag,
        summary: "Replaces a trip's boarding points, in the route's order",
        description: 'A point with its id is kept, one without added, one left out removed (409 while a traveller boards there).',
        answers: { 200: json('The trip as saved', adminTripSchema) },
      }),
      byId,
      input('json', boardingPointsUpdateSchema),
      async (c) => c.json(await replaceBoardingPoints(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .put(
      '/:id/vehicles',
      endpoint({
        tag,
        summary: "Replaces a trip's vehicles; its vacancies become their seats for sale",
        description:
          'A vehicle with its id is kept, one without added, one left out removed; 409 when a seat a traveller holds would go or be blocked, 400 when fewer seats than the places orders hold.',
        answers: { 200: json('The trip as saved', adminTripSchema) },
      }),
      byId,
      input('json', vehiclesUpdateSchema),
      async (c) => c.json(await replaceVehicles(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
    .post('/:id/duplicate', endpoint({ tag, summary: 'Copies a trip, unpublished', answers: { 201: json('The copy', adminTripSchema) } }), byId, async (c) =>
      c.json(await duplicateTrip(db, c.get('user').id, c.req.valid('param').id, now()), 201),
    )
    .delete('/:id', endpoint({ tag, summary: 'Deletes a trip without orders', answers: { 204: noContent } }), byId, async (c) => {
      await deleteTrip(db, c.get('user').id, c.req.valid('param').id, now())
      return c.body(null, 204)
    })
