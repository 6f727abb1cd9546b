import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/products: the marketing page's products (photo and PDF). */
export const adminProductRoutes = (_deps: AppDeps) => new Hono()
