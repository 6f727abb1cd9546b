import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/orders: every order, its details and payment events; cancel a pending one. */
export const adminOrderRoutes = (_deps: AppDeps) => new Hono()
