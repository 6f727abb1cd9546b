import { Hono } from 'hono'
import { bannerInputSchema, bannerOrderSchema, bannerSettingsSchema } from '../../../domain/admin/banner.ts'
import { bannerListQuery } from '../../../domain/admin/list-queries.ts'
import { adminBannerPageSchema, adminBannerSchema, bannerOrderAnswerSchema, bannerSettingsAnswerSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { adminListRoutes } from '../list-routes.ts'
import { bannerOrder, bannerSettings, reorderBanners, saveBannerSettings } from './display-service.ts'
import { createBanner, deleteBanner, listBanners, updateBanner } from './service.ts'

const tag = 'Admin: catalogue content'

/**
 * /api/admin/banners: image, link, optional start/end window, display order (PUT /order with
 * every id) and how many live banners the home page shows (GET/PUT /settings). The public
 * GET /api/banners reads both on each request.
 */
export const adminBannerRoutes = (deps: AppDeps) => {
  const { db, now = () => new Date() } = deps
  return new Hono<AuthEnv>()
    .get('/order', endpoint({ tag, summary: 'The live banners in their order', answers: { 200: json('Their ids in order', bannerOrderAnswerSchema) } }), async (c) =>
      c.json(await bannerOrder(db)),
    )
    .put(
      '/order',
      endpoint({ tag, summary: 'Reorders the live banners', answers: { 200: json('The new order', bannerOrderAnswerSchema) } }),
      input('json', bannerOrderSchema),
      async (c) => c.json(await reorderBanners(db, c.get('user').id, c.req.valid('json'), now())),
    )
    .get('/settings', endpoint({ tag, summary: "The home page's banner settings", answers: { 200: json('The settings', bannerSettingsAnswerSchema) } }), async (c) =>
      c.json(await bannerSettings(db)),
    )
    .put(
      '/settings',
      endpoint({ tag, summary: "Changes the home page's banner settings", answers: { 200: json('As saved', bannerSettingsAnswerSchema) } }),
      input('json', bannerSettingsSchema),
      async (c) => c.json(await saveBannerSettings(db, c.get('user').id, c.req.valid('json'), now())),
    )
    .route(
      '/',
      adminListRoutes(deps, {
        name: 'banners',
        query: bannerListQuery,
        input: bannerInputSchema,
        row: adminBannerSchema,
        page: adminBannerPageSchema,
        list: listBanners,
        create: createBanner,
        update: updateBanner,
        remove: deleteBanner,
      }),
    )
}
