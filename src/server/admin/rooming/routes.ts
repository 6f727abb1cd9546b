import { Hono } from 'hono'
import { roomingListSchema } from '../../../domain/answers/rooming.ts'
import { roomMoveSchema, roomingQuery } from '../../../domain/rooming.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { roomingCsv } from './rooming-csv.ts'
import { roomingPdf } from './rooming-pdf.ts'
import { moveInRooming, roomingListOf } from './service.ts'

const tag = 'Admin: trips'
const byId = idsInPath('id')
const download = { 'Cache-Control': 'private, no-store' }

/** /api/admin/trips/:id/rooming (JSON, ?format=csv|pdf) and /rooming/moves: a hotel package's rooming list. */
export const adminRoomingRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get(
      '/:id/rooming',
      endpoint({
        tag,
        summary: "A hotel package's rooming list: its paid orders' travellers in rooms of their option (the option's people = the room's occupancy)",
        description:
          "format=csv answers the list as a spreadsheet (text/csv, a row per guest, the header in the Accept-Language), format=pdf as the hotel's printable list (application/pdf, A4, in Portuguese); JSON by default.",
        answers: { 200: json('The rooming list', roomingListSchema) },
      }),
      input('query', roomingQuery),
      byId,
      async (c) => {
        const { format } = c.req.valid('query')
        const list = await roomingListOf(db, c.req.valid('param').id)
        if (format === 'json') return c.json(list, 200, download)
        if (format === 'csv') {
          const csv = roomingCsv(list, mailLocale(c.req.header('Accept-Language')))
          return c.body(csv.body, 200, { ...download, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csv.fileName}"` })
        }
        const fileName = `quartos-${list.trip.slug.replace(/[^a-z0-9-]/g, '')}.pdf`
        return c.body(new Uint8Array(await roomingPdf(list, now())), 200, {
          ...download,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        })
      },
    )
    .post(
      '/:id/rooming/moves',
      endpoint({
        tag,
        summary: "Moves a traveller into another traveller's room, or into a new room of an option; the list is then kept as regrouped",
        description:
          "400 on `traveller`, `to.traveller` (not a traveller of a paid order of the trip) or `to.optionId` (not the trip's); 409 `rooming.room_full` when the room sleeps its occupancy already.",
        answers: { 200: json('The rooming list', roomingListSchema) },
      }),
      byId,
      input('json', roomMoveSchema),
      async (c) => c.json(await moveInRooming(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
