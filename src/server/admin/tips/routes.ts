import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/tips: title, text, active. */
export const adminTipRoutes = (_deps: AppDeps) => new Hono()
