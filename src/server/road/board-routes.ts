import { Hono } from 'hono'
import { boardingReportSchema } from '../../domain/answers/boarding-report.ts'
import { adminSeatMoveSchema, boardingReportQuery } from '../../domain/boarding-report.ts'
import { idsInPath } from '../admin/id-param.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import type { SaleContext } from '../sale/context.ts'
import { boardingReportCsv } from './boarding-report-csv.ts'
import { boardingReportPdf } from './boarding-report-pdf.ts'
import { boardingReportOf } from './boarding-report.ts'
import { moveTravellerSeat } from './seat-move.ts'
import { fileNamePart } from './vehicle-manifest-csv.ts'

const tag = 'Admin: trips'
const byId = idsInPath('id')
const download = { 'Cache-Control': 'private, no-store' }

/** /api/admin/trips/:id/boarding-report (JSON, ?format=csv|pdf) and /seats: a road trip's departure board (docs/ADMIN.md "The departure board"). */
export const adminBoardRoutes = (ctx: SaleContext) =>
  new Hono<AuthEnv>()
    .get(
      '/:id/boarding-report',
      endpoint({
        tag,
        summary:
          "A road trip's departure board: its paid orders' travellers by boarding point in the route's order (name, document, seat, minor, buyer's phone), those without a point apart, and each vehicle's seat map",
        description:
          'format=csv answers the boarding report as a spreadsheet (text/csv, a row per traveller, the header in the Accept-Language), format=pdf as the printable "relatório de embarque" (application/pdf, A4, in Portuguese); JSON by default.',
        answers: { 200: json('The board', boardingReportSchema) },
      }),
      input('query', boardingReportQuery),
      byId,
      async (c) => {
        const { format } = c.req.valid('query')
        const report = await boardingReportOf(ctx.db, c.req.valid('param').id)
        if (format === 'json') return c.json(report, 200, download)
        const file =
          format === 'csv'
            ? { ...boardingReportCsv(report, mailLocale(c.req.header('Accept-Language'))), type: 'text/csv; charset=utf-8' }
            : { body: new Uint8Array(await boardingReportPdf(report, ctx.now())), fileName: `embarque-${fileNamePart(report.trip.slug)}.pdf`, type: 'application/pdf' }
        return c.body(file.body, 200, { ...download, 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.fileName}"` })
      },
    )
    .put(
      '/:id/seats',
      endpoint({
        tag,
        summary: 'Moves a traveller of a paid order of the trip (its code and 0-based place) to another seat, in the same or another vehicle',
        description:
          '400 on `order` / `traveller` (`rooming.unknown_traveller`: not a traveller of a paid order of the trip) or `number` (`seat.unknown`, `seat.blocked`); 409 `seat_taken` for a seat another traveller holds, 409 `manifest_locked` when the traveller leaves or enters a vehicle whose list is locked. Audited (`seat_move`).',
        answers: { 200: json('The board after the move', boardingReportSchema) },
      }),
      byId,
      input('json', adminSeatMoveSchema),
      async (c) => c.json(await moveTravellerSeat(ctx, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
