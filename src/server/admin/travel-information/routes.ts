import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'

/** /api/admin/travel-information: type and text. */
export const adminTravelInformationRoutes = (_deps: AppDeps) => new Hono()
