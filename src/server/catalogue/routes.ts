import { Hono } from 'hono'
import { tripListQuerySchema, tripNameSchema } from '../../domain/trip.ts'
import type { AppDeps } from '../app-deps.ts'
import { apiError } from '../http/errors.ts'
import { parseOr400 } from '../http/validation.ts'
import { listActiveProducts, listActiveTips, listEventTypes, listLiveBanners, listTravelInformation } from './content-service.ts'
import { shareCards } from './share-card.ts'
import { getTripBySlug, listTrips } from './trips-service.ts'

/** Catalogue answers may be kept a little while by browsers and the service worker. */
const cacheable = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' }
/** Share cards' URLs carry their version (http/page-share-meta.ts): a day, then the ETag says if it changed. */
const cardCacheable = { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' }

const matchesEtag = (header: string | undefined, etag: string) => header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

/**
 * The public catalogue. Mounted at the API's root, so its cache header is set per answer:
 * a middleware here would reach every route mounted after it, private ones included.
 */
export const catalogueRoutes = ({ db, storage, now = () => new Date() }: AppDeps) => {
  const cards = shareCards(db, storage)
  return new Hono()
    .get('/trips', async (c) => c.json(await listTrips(db, parseOr400(tripListQuerySchema, c.req.query())), 200, cacheable))
    .get('/trips/:name', async (c) => {
      const name = parseOr400(tripNameSchema, c.req.param('name'))
      const trip = await getTripBySlug(db, name)
      if (!trip) throw apiError('trip.not_found', { id: name })
      return c.json(trip, 200, cacheable)
    })
    .get('/trips/:name/share-card.jpg', async (c) => {
      const name = parseOr400(tripNameSchema, c.req.param('name'))
      const card = await cards.find(name)
      if (!card) throw apiError('trip.not_found', { id: name })
      const headers = { ...cardCacheable, ETag: card.etag }
      if (matchesEtag(c.req.header('If-None-Match'), card.etag)) return c.body(null, 304, headers)
      return c.body(new Uint8Array(await card.jpeg()), 200, { ...headers, 'Content-Type': 'image/jpeg' })
    })
    .get('/banners', async (c) => c.json(await listLiveBanners(db, now()), 200, cacheable))
    .get('/tips', async (c) => c.json(await listActiveTips(db), 200, cacheable))
    .get('/travel-information', async (c) => c.json(await listTravelInformation(db), 200, cacheable))
    .get('/event-types', async (c) => c.json(await listEventTypes(db), 200, cacheable))
    .get('/products', async (c) => c.json(await listActiveProducts(db), 200, cacheable))
}
