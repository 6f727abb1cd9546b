import { Hono } from 'hono'
import { adminSeatMoveSchema, boardingReportQuery } from '../../domain/boarding-report.ts'
import { idParam } from '../admin/id-param.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { jsonBody, parseOr400 } from '../http/validation.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import type { SaleContext } from '../sale/context.ts'
import { boardingReportCsv } from './boarding-report-csv.ts'
import { boardingReportPdf } from './boarding-report-pdf.ts'
import { boardingReportOf } from './boarding-report.ts'
import { moveTravellerSeat } from './seat-move.ts'
import { fileNamePart } from './vehicle-manifest-csv.ts'

const download = { 'Cache-Control': 'private, no-store' }

/** /api/admin/trips/:id/boarding-report (JSON, ?format=csv|pdf) and /seats: a road trip's departure board (docs/ADMIN.md "The departure board"). */
export const adminBoardRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .get('/:id/boarding-report', async (c) => {
      const { format } = parseOr400(boardingReportQuery, c.req.query())
      const report = await boardingReportOf(ctx.db, idParam(c))
      if (format === 'json') return c.json(report, 200, download)
      const file =
        format === 'csv'
          ? { ...boardingReportCsv(report, mailLocale(c.req.header('Accept-Language'))), type: 'text/csv; charset=utf-8' }
          : { body: new Uint8Array(await boardingReportPdf(report, ctx.now())), fileName: `embarque-${fileNamePart(report.trip.slug)}.pdf`, type: 'application/pdf' }
      return c.body(file.body, 200, { ...download, 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.fileName}"` })
    })
    .put('/:id/seats', async (c) => c.json(await moveTravellerSeat(ctx, c.get('user').id, idParam(c), await jsonBody(c, adminSeatMoveSchema))))
