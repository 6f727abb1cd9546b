import { Hono } from 'hono'
import { bannerInputSchema, bannerOrderSchema, bannerSettingsSchema } from '../../../domain/admin/banner.ts'
import { bannerListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { bannerOrder, bannerSettings, reorderBanners, saveBannerSettings } from './display-service.ts'
import { createBanner, deleteBanner, listBanners, updateBanner } from './service.ts'

/**
 * /api/admin/banners: image, link, optional start/end window, display order (PUT /order with
 * every id) and how many live banners the home page shows (GET/PUT /settings). The public
 * GET /api/banners reads both on each request.
 */
export const adminBannerRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listBanners(db, parseOr400(bannerListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createBanner(db, c.get('user').id, await jsonBody(c, bannerInputSchema), now()), 201))
    .get('/order', async (c) => c.json(await bannerOrder(db)))
    .put('/order', async (c) => c.json(await reorderBanners(db, c.get('user').id, await jsonBody(c, bannerOrderSchema), now())))
    .get('/settings', async (c) => c.json(await bannerSettings(db)))
    .put('/settings', async (c) => c.json(await saveBannerSettings(db, c.get('user').id, await jsonBody(c, bannerSettingsSchema), now())))
    .put('/:id', async (c) => c.json(await updateBanner(db, c.get('user').id, idParam(c), await jsonBody(c, bannerInputSchema), now())))
    .delete('/:id', async (c) => {
      await deleteBanner(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
