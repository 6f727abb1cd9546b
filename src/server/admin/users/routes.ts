import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/users: every account. */
export const adminUserRoutes = (_deps: AppDeps) => new Hono()
