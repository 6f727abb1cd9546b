import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/admins: the administrators and their invitations. */
export const adminAdminRoutes = (_deps: AppDeps) => new Hono()
