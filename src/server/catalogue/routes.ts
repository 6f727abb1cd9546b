import { Hono } from 'hono'
import { tripListQuerySchema, tripNameSchema } from '../../domain/trip.ts'
import type { AppDeps } from '../app-deps.ts'
import { notFound } from '../http/errors.ts'
import { parseOr400 } from '../http/validation.ts'
import { listActiveProducts, listActiveTips, listEventTypes, listLiveBanners, listTravelInformation } from './content-service.ts'
import { getTripBySlug, listTrips } from './trips-service.ts'

/** The public catalogue; cacheable by browsers and the service worker for a short while. */
export const catalogueRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono()
    .use(async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
    })
    .get('/trips', async (c) => c.json(await listTrips(db, parseOr400(tripListQuerySchema, c.req.query()))))
    .get('/trips/:name', async (c) => {
      const name = parseOr400(tripNameSchema, c.req.param('name'))
      const trip = await getTripBySlug(db, name)
      if (!trip) throw notFound(`Trip not found: ${name}`)
      return c.json(trip)
    })
    .get('/banners', async (c) => c.json(await listLiveBanners(db, now())))
    .get('/tips', async (c) => c.json(await listActiveTips(db)))
    .get('/travel-information', async (c) => c.json(await listTravelInformation(db)))
    .get('/event-types', async (c) => c.json(await listEventTypes(db)))
    .get('/products', async (c) => c.json(await listActiveProducts(db)))
