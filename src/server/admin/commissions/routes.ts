import { Hono } from 'hono'
import { commissionListQuery } from '../../../domain/admin-list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import { parseOr400 } from '../../http/validation.ts'
import { commissionReport } from './service.ts'

/** /api/admin/commissions?month=2027-03: what each agency sold and earned in a month (the spec's /admin/comissions). */
export const adminCommissionRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono().get('/', async (c) => c.json(await commissionReport(db, parseOr400(commissionListQuery, c.req.query()), now())))
