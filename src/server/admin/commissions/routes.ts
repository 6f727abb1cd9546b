import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/commissions: what each agency sold and earned. */
export const adminCommissionRoutes = (_deps: AppDeps) => new Hono()
