import { Hono } from 'hono'
import { commissionQuerySchema } from '../../domain/commission.ts'
import { UserType } from '../../domain/session.ts'
import { agencyLine, commissionStatement, currentMonth } from '../admin/commissions/service.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireRole, type AuthEnv } from '../http/auth-middleware.ts'
import { parseOr400 } from '../http/validation.ts'

/**
 * /api/agency/commissions?month=: the signed-in agency's own line of the month (zeros when it had
 * nothing), and /statement its orders and payouts; never another agency's. Approved or not: an
 * agency waiting for approval simply has nothing yet.
 */
export const agencyCommissionRoutes = ({ db, now = () => new Date() }: AppDeps) => {
  const monthOf = (query: Record<string, string>) => parseOr400(commissionQuerySchema, query).month ?? currentMonth(now())
  return new Hono<AuthEnv>()
    .get('/', requireRole(UserType.agency), async (c) => c.json(await agencyLine(db, c.get('user').id, monthOf(c.req.query()))))
    .get('/statement', requireRole(UserType.agency), async (c) => c.json(await commissionStatement(db, c.get('user').id, monthOf(c.req.query()))))
}
