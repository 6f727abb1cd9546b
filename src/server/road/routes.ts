import { Hono } from 'hono'
import * as v from 'valibot'
import { seatMapSchema } from '../../domain/answers/road.ts'
import { tripNameSchema } from '../../domain/trip.ts'
import type { DbOrTx } from '../db/client.ts'
import { publicRoute } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import { noStore } from '../http/no-store.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { seatMapOf } from './seat-map.ts'

/**
 * /api/trips/{slug}/seats: a published trip's seat map, for anyone. Not from the catalogue's
 * cache: a seat chosen moves no order, so nothing would empty it; the answer is read each time.
 */
export const seatMapRoutes = (db: DbOrTx) =>
  new Hono().get(
    '/:name/seats',
    publicRoute,
    noStore,
    endpoint({
      tag: 'Catalogue',
      summary: "A trip's seat map: each vehicle's seats, free, taken or blocked (nobody's data)",
      description: 'Read afresh each time (Cache-Control: no-store). A trip without vehicles answers no vehicles.',
      answers: { 200: json('The vehicles and their seats', seatMapSchema) },
    }),
    input('param', v.object({ name: tripNameSchema })),
    async (c) => {
      const { name } = c.req.valid('param')
      const map = await seatMapOf(db, name)
      if (!map) throw apiError('trip.not_found', { id: name })
      return c.json(map)
    },
  )
