import { Hono } from 'hono'
import { tripNameSchema } from '../../domain/trip.ts'
import type { DbOrTx } from '../db/client.ts'
import { publicRoute } from '../http/auth-middleware.ts'
import { apiError } from '../http/errors.ts'
import { noStore } from '../http/no-store.ts'
import { parseOr400 } from '../http/validation.ts'
import { seatMapOf } from './seat-map.ts'

/**
 * /api/trips/{slug}/seats: a published trip's seat map, for anyone. Not from the catalogue's
 * cache: a seat chosen moves no order, so nothing would empty it; the answer is read each time.
 */
export const seatMapRoutes = (db: DbOrTx) =>
  new Hono().get('/:name/seats', publicRoute, noStore, async (c) => {
    const name = parseOr400(tripNameSchema, c.req.param('name'))
    const map = await seatMapOf(db, name)
    if (!map) throw apiError('trip.not_found', { id: name })
    return c.json(map)
  })
