import { Hono } from 'hono'
import { roomMoveSchema, roomingQuery } from '../../../domain/rooming.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { jsonBody, parseOr400 } from '../../http/validation.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { idParam } from '../id-param.ts'
import { roomingCsv } from './rooming-csv.ts'
import { roomingPdf } from './rooming-pdf.ts'
import { moveInRooming, roomingListOf } from './service.ts'

const download = { 'Cache-Control': 'private, no-store' }

/** /api/admin/trips/:id/rooming (JSON, ?format=csv|pdf) and /rooming/moves: a hotel package's rooming list. */
export const adminRoomingRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/:id/rooming', async (c) => {
      const { format } = parseOr400(roomingQuery, c.req.query())
      const list = await roomingListOf(db, idParam(c))
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
    })
    .post('/:id/rooming/moves', async (c) => c.json(await moveInRooming(db, c.get('user').id, idParam(c), await jsonBody(c, roomMoveSchema), now())))
