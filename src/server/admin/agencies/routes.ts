import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/agencies: approve agencies, set commission and seller code. */
export const adminAgencyRoutes = (_deps: AppDeps) => new Hono()
