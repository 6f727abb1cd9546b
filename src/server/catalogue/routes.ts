import { Hono } from 'hono'
import * as v from 'valibot'
import { bannerSchema, eventTypeSchema, productSchema, tipSchema, travelInformationSchema, tripPageSchema, tripSchema } from '../../domain/answers/catalogue.ts'
import { tripListQuerySchema, tripNameSchema } from '../../domain/trip.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { resolveAuthSettings } from '../auth/settings.ts'
import { matchesEtag } from '../http/etag.ts'
import { apiError } from '../http/errors.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { rateLimiter, type RateLimitRule } from '../rate-limit/limiter.ts'
import type { CatalogueCache } from './answer-cache.ts'
import { sendCached } from './cached-response.ts'
import { listActiveProducts, listActiveTips, listEventTypes, listLiveBanners, listTravelInformation, nextBannerChange } from './content-service.ts'
import { shareCards } from './share-card.ts'
import { getTripBySlug, listTrips } from './trips-service.ts'

/** Share cards' URLs carry their version (http/page-share-meta.ts): a day, then the ETag says if it changed. */
const cardCacheable = { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' }

const tag = 'Catalogue'
/** The catalogue's answers carry an ETag; a request with a matching If-None-Match gets this (cached-response.ts). */
const notModified = { description: 'Not modified (If-None-Match)', contentType: 'none' } as const
const byName = input('param', v.object({ name: tripNameSchema }))

/** The parsed query in a fixed key order: `?page=1&q=rio` and `?q=rio` are one answer. */
const listKey = (query: object) => `trips?${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`

/**
 * The public catalogue, its JSON answers from the catalogue cache (answer-cache.ts) with ETags.
 * Mounted at the API's root, so its cache header is set per answer: a middleware here would
 * reach every route mounted after it, private ones included.
 */
/** Drawing a card costs ~100 ms of CPU: one IP may have this many drawn (stored ones are free). */
export const shareCardRenders: RateLimitRule = { name: 'share-card-render', limit: 30, windowMs: 10 * 60_000 }

export const catalogueRoutes = ({ db, storage, auth, now = () => new Date() }: AppDeps, cache: CatalogueCache) => {
  const cards = shareCards(db, storage)
  const limiter = rateLimiter(db, now)
  const { trustProxy } = resolveAuthSettings(auth)
  const content = (key: string, read: () => Promise<unknown>) => cache.answer(key, 'content', async () => ({ value: await read() }))
  return new Hono()
    .get(
      '/trips',
      endpoint({ tag, summary: 'Trips on sale, filtered and paged', answers: { 200: json('A page of trips', tripPageSchema), 304: notModified } }),
      input('query', tripListQuerySchema),
      async (c) => {
        const query = c.req.valid('query')
        return sendCached(
          c,
          await cache.answer(listKey(query), 'trips', async () => {
            const page = await listTrips(db, query)
            return { value: page, trips: page.items.map((trip) => trip.id) }
          }),
        )
      },
    )
    .get('/trips/:name', endpoint({ tag, summary: 'One trip by its URL name', answers: { 200: json('The trip', tripSchema), 304: notModified } }), byName, async (c) => {
      const { name } = c.req.valid('param')
      const answer = await cache.answer(`trip/${name}`, 'trips', async () => {
        const trip = await getTripBySlug(db, name, now())
        if (!trip) throw apiError('trip.not_found', { id: name })
        // The plan is offered until its balance's due moment: the answer is kept no longer.
        return { value: trip, trips: [trip.id], changesAt: trip.paymentPlan ? new Date(trip.paymentPlan.balanceDueAt) : undefined }
      })
      return sendCached(c, answer)
    })
    .get(
      '/trips/:name/share-card.jpg',
      endpoint({ tag, summary: "A trip's link-preview picture", answers: { 200: { description: 'A JPEG, 1200×630', contentType: 'image/jpeg' }, 304: notModified } }),
      byName,
      async (c) => {
        const { name } = c.req.valid('param')
        const card = await cards.find(name)
        if (!card) throw apiError('trip.not_found', { id: name })
        const headers = { ...cardCacheable, ETag: card.etag }
        if (matchesEtag(c.req.header('If-None-Match'), card.etag)) return c.body(null, 304, headers)
        const jpeg = await card.jpeg(() => limiter.consume(shareCardRenders, clientIp(c, trustProxy)))
        return c.body(new Uint8Array(jpeg), 200, { ...headers, 'Content-Type': 'image/jpeg' })
      },
    )
    .get('/banners', endpoint({ tag, summary: "The home page's live banners", answers: { 200: json('Banners in order', v.array(bannerSchema)), 304: notModified } }), async (c) => {
      const answer = await cache.answer('banners', 'content', async () => {
        const at = now()
        const [value, changesAt] = await Promise.all([listLiveBanners(db, at), nextBannerChange(db, at)])
        return { value, changesAt }
      })
      return sendCached(c, answer)
    })
    .get('/tips', endpoint({ tag, summary: 'Travel tips', answers: { 200: json('Active tips', v.array(tipSchema)), 304: notModified } }), async (c) =>
      sendCached(c, await content('tips', () => listActiveTips(db))),
    )
    .get(
      '/travel-information',
      endpoint({ tag, summary: 'Travel information', answers: { 200: json('In order', v.array(travelInformationSchema)), 304: notModified } }),
      async (c) => sendCached(c, await content('travel-information', () => listTravelInformation(db))),
    )
    .get(
      '/event-types',
      endpoint({ tag, summary: 'Event types trips are grouped by', answers: { 200: json('Event types', v.array(eventTypeSchema)), 304: notModified } }),
      async (c) => sendCached(c, await content('event-types', () => listEventTypes(db))),
    )
    .get('/products', endpoint({ tag, summary: 'Products on sale', answers: { 200: json('Active products', v.array(productSchema)), 304: notModified } }), async (c) =>
      sendCached(c, await content('products', () => listActiveProducts(db))),
    )
}
