import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/trips/:id/buyers (and buyers.csv): the passenger manifest of a trip. */
export const adminBuyerRoutes = (_deps: AppDeps) => new Hono()
