import { Hono } from 'hono'
import { buyerListQuery } from '../../../domain/admin/buyer.ts'
import type { AppDeps } from '../../app-deps.ts'
import { parseOr400 } from '../../http/validation.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { idParam } from '../id-param.ts'
import { manifestCsv } from './manifest-csv.ts'
import { allTripBuyers, listTripBuyers } from './service.ts'

/** /api/admin/trips/:id/buyers (and buyers.csv): the passenger manifest of a trip. */
export const adminBuyerRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/:id/buyers', async (c) => c.json(await listTripBuyers(db, idParam(c), parseOr400(buyerListQuery, c.req.query()))))
    .get('/:id/buyers.csv', async (c) => {
      const { trip, buyers } = await allTripBuyers(db, idParam(c))
      const csv = manifestCsv(trip.slug, buyers, mailLocale(c.req.header('Accept-Language')))
      return c.body(csv.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csv.fileName}"`,
        'Cache-Control': 'private, no-store',
      })
    })
