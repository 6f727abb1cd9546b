import { Hono } from 'hono'
import { commissionReportSchema } from '../../../domain/answers/admin.ts'
import { commissionStatementSchema, recordedPayoutSchema } from '../../../domain/answers/requests.ts'
import { commissionQuerySchema, payoutSchema } from '../../../domain/commission.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { idempotencyKeyRequired, requestHash } from '../../http/idempotency.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json, payoutIdempotencyKeyHeader } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { commissionsCsv } from './commissions-csv.ts'
import { recordPayout } from './payouts.ts'
import { commissionReport, commissionStatement, currentMonth, sortLines } from './service.ts'
import { commissionLines } from './month-lines.ts'

const tag = 'Admin: agencies'
const monthQuery = input('query', commissionQuerySchema)

/**
 * /api/admin/commissions?month=2027-03: what each agency sold and earned in a month and what it
 * was paid (the spec's /admin/comissions); one agency's statement; recording a payout.
 */
export const adminCommissionRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', endpoint({ tag, summary: "The month's sales and commissions by agency", answers: { 200: json('The report', commissionReportSchema) } }), monthQuery, async (c) =>
      c.json(await commissionReport(db, c.req.valid('query'), now())),
    )
    .post(
      '/payouts',
      endpoint({
        tag,
        summary: 'Records a payout to an agency',
        headers: payoutIdempotencyKeyHeader,
        answers: { 201: json('The payout (the one recorded before, with Idempotent-Replayed: true, for a repeated Idempotency-Key)', recordedPayoutSchema) },
      }),
      idempotencyKeyRequired({ required: 'request.idempotency_key_required', invalid: 'request.idempotency_key_invalid' }),
      input('json', payoutSchema),
      async (c) => {
        const payoutInput = c.req.valid('json')
        const { payout, replayed } = await recordPayout(db, c.get('user').id, payoutInput, { key: c.get('idempotencyKey'), hash: requestHash(payoutInput) }, now())
        if (replayed) c.header('Idempotent-Replayed', 'true')
        return c.json(payout, 201)
      },
    )
    .get(
      '/:agencyId',
      endpoint({ tag, summary: "One agency's statement", answers: { 200: json('The statement', commissionStatementSchema) } }),
      idsInPath('agencyId'),
      monthQuery,
      async (c) => c.json(await commissionStatement(db, c.req.valid('param').agencyId, c.req.valid('query').month ?? currentMonth(now()))),
    )

/** /api/admin/commissions.csv?month=: the month's lines (searched and sorted as the screen shows them, not paged) as a spreadsheet. */
export const adminCommissionCsvRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono().get(
    '/',
    endpoint({ tag, summary: "The month's commissions as a spreadsheet", answers: { 200: { description: 'CSV', contentType: 'text/csv' } } }),
    monthQuery,
    async (c) => {
      const query = c.req.valid('query')
      const month = query.month ?? currentMonth(now())
      const lines = sortLines(await commissionLines(db, month, { q: query.q }), query.sort)
      const csv = commissionsCsv(month, lines, mailLocale(c.req.header('Accept-Language')))
      return c.body(csv.body, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csv.fileName}"` })
    },
  )
