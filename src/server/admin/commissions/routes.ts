import { Hono } from 'hono'
import { commissionQuerySchema, payoutSchema } from '../../../domain/commission.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { requestHash, requiredIdempotencyKey } from '../../http/idempotency.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { idParam } from '../id-param.ts'
import { commissionsCsv } from './commissions-csv.ts'
import { recordPayout } from './payouts.ts'
import { commissionReport, commissionStatement, currentMonth, sortLines } from './service.ts'
import { commissionLines } from './month-lines.ts'

/**
 * /api/admin/commissions?month=2027-03: what each agency sold and earned in a month and what it
 * was paid (the spec's /admin/comissions); one agency's statement; recording a payout.
 */
export const adminCommissionRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await commissionReport(db, parseOr400(commissionQuerySchema, c.req.query()), now())))
    .post('/payouts', async (c) => {
      const key = requiredIdempotencyKey(c, { required: 'request.idempotency_key_required', invalid: 'request.idempotency_key_invalid' })
      const input = await jsonBody(c, payoutSchema)
      const { payout, replayed } = await recordPayout(db, c.get('user').id, input, { key, hash: requestHash(input) }, now())
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return c.json(payout, 201)
    })
    .get('/:agencyId', async (c) => {
      const agencyId = idParam(c, 'agencyId')
      const { month = currentMonth(now()) } = parseOr400(commissionQuerySchema, c.req.query())
      return c.json(await commissionStatement(db, agencyId, month))
    })

/** /api/admin/commissions.csv?month=: the month's lines (searched and sorted as the screen shows them, not paged) as a spreadsheet. */
export const adminCommissionCsvRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono().get('/', async (c) => {
    const query = parseOr400(commissionQuerySchema, c.req.query())
    const month = query.month ?? currentMonth(now())
    const lines = sortLines(await commissionLines(db, month, { q: query.q }), query.sort)
    const csv = commissionsCsv(month, lines, mailLocale(c.req.header('Accept-Language')))
    return c.body(csv.body, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csv.fileName}"` })
  })
