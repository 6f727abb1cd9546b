import { Hono } from 'hono'
import { buyerListQuery } from '../../../domain/admin/buyer.ts'
import type { AppDeps } from '../../app-deps.ts'
import { parseOr400 } from '../../http/validation.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { idParam } from '../id-param.ts'
import { manifestCsv } from './manifest-csv.ts'
import { manifestPdf } from './manifest-pdf.ts'
import { tripPassengerManifest } from './passengers.ts'
import { allTripBuyers, listTripBuyers } from './service.ts'

/** /api/admin/trips/:id/buyers (and buyers.csv), /passengers and manifest.pdf: the passenger manifest of a trip. */
export const adminBuyerRoutes = ({ db, now = () => new Date() }: AppDeps) =>
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
    .get('/:id/passengers', async (c) => c.json(await tripPassengerManifest(db, idParam(c))))
    .get('/:id/manifest.pdf', async (c) => {
      const manifest = await tripPassengerManifest(db, idParam(c))
      // Slugs are [a-z0-9-] already; kept to that here too, since the name goes into a header.
      const fileName = `passageiros-${manifest.trip.slug.replace(/[^a-z0-9-]/g, '')}.pdf`
      return c.body(new Uint8Array(await manifestPdf(manifest, now())), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      })
    })
