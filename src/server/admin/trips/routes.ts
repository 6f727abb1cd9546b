import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/trips: the catalogue's trips, published or not. */
export const adminTripRoutes = (_deps: AppDeps) => new Hono()
