import { Hono } from 'hono'
import { dashboardSalesQuery } from '../../../domain/admin/dashboard-sales.ts'
import { adminDashboardSchema, dashboardSalesSchema } from '../../../domain/answers/admin-dashboard.ts'
import type { AppDeps } from '../../app-deps.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { readDashboardSales } from './sales.ts'
import { readDashboard } from './service.ts'

const tag = 'Admin'

/** /api/admin/dashboard: how sales are going; /sales: the last 90 days' chart. */
export const adminDashboardRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono()
    .get('/', endpoint({ tag, summary: 'How sales are going', answers: { 200: json('The dashboard', adminDashboardSchema) } }), async (c) => c.json(await readDashboard(db, now())))
    .get(
      '/sales',
      endpoint({
        tag,
        summary: 'Paid orders and revenue per day, last 90 days (São Paulo), for every trip or one',
        answers: { 200: json('One entry per day, oldest first', dashboardSalesSchema) },
      }),
      input('query', dashboardSalesQuery),
      async (c) => c.json(await readDashboardSales(db, now(), c.req.valid('query'))),
    )
