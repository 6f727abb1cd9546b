import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/event-types. */
export const adminEventTypeRoutes = (_deps: AppDeps) => new Hono()
