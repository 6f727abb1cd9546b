import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/dashboard: how sales are going. */
export const adminDashboardRoutes = (_deps: AppDeps) => new Hono()
