import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { readDashboard } from './service.ts'

/** /api/admin/dashboard: how sales are going. */
export const adminDashboardRoutes = ({ db, now = () => new Date() }: AppDeps) => new Hono().get('/', async (c) => c.json(await readDashboard(db, now())))
