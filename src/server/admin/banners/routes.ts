import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/banners: image, window, display order and how many the home page shows. */
export const adminBannerRoutes = (_deps: AppDeps) => new Hono()
