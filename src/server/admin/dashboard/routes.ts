import { Hono } from 'hono'
import { dashboardSalesQuery } from '../../../domain/admin/dashboard-sales.ts'
import type { AppDeps } from '../../app-deps.ts'
import { parseOr400 } from '../../http/validation.ts'
import { readDashboardSales } from './sales.ts'
import { readDashboard } from './service.ts'

/** /api/admin/dashboard: how sales are going; /sales: the last 90 days' chart. */
export const adminDashboardRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await readDashboard(db, now())))
    .get('/sales', async (c) => c.json(await readDashboardSales(db, now(), parseOr400(dashboardSalesQuery, c.req.query()))))
