import { Hono } from 'hono'
import { commissionLineSchema, commissionStatementSchema } from '../../domain/answers/requests.ts'
import { commissionQuerySchema } from '../../domain/commission.ts'
import { UserType } from '../../domain/session.ts'
import { agencyLine, commissionStatement, currentMonth } from '../admin/commissions/service.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireRole, type AuthEnv } from '../http/auth-middleware.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'

const tag = 'Agency'
const month = input('query', commissionQuerySchema)

/**
 * /api/agency/commissions?month=: the signed-in agency's own line of the month (zeros when it had
 * nothing), and /statement its orders and payouts; never another agency's. Approved or not: an
 * agency waiting for approval simply has nothing yet.
 */
export const agencyCommissionRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get(
      '/',
      requireRole(UserType.agency),
      endpoint({ tag, summary: "The agency's sales and commission in a month", answers: { 200: json("The month's line", commissionLineSchema) } }),
      month,
      async (c) => c.json(await agencyLine(db, c.get('user').id, c.req.valid('query').month ?? currentMonth(now()))),
    )
    .get(
      '/statement',
      requireRole(UserType.agency),
      endpoint({ tag, summary: "The agency's statement: sales and payouts", answers: { 200: json('The statement', commissionStatementSchema) } }),
      month,
      async (c) => c.json(await commissionStatement(db, c.get('user').id, c.req.valid('query').month ?? currentMonth(now()))),
    )
