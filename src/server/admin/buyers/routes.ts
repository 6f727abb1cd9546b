import { Hono } from 'hono'
import { buyerListQuery } from '../../../domain/admin/buyer.ts'
import { tripBuyersPageSchema } from '../../../domain/answers/admin-trips.ts'
import { passengerManifestSchema } from '../../../domain/answers/passenger-manifest.ts'
import type { AppDeps } from '../../app-deps.ts'
import { mailLocale } from '../../mail/templates/locale.ts'
import { endpoint, input } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import { idsInPath } from '../id-param.ts'
import { manifestCsv } from './manifest-csv.ts'
import { manifestPdf } from './manifest-pdf.ts'
import { tripPassengerManifest } from './passengers.ts'
import { allTripBuyers, listTripBuyers } from './service.ts'

const tag = 'Admin: trips'
const byId = idsInPath('id')

/** /api/admin/trips/:id/buyers (and buyers.csv), /passengers and manifest.pdf: the passenger manifest of a trip. */
export const adminBuyerRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono()
    .get(
      '/:id/buyers',
      endpoint({ tag, summary: "A trip's paid buyers", answers: { 200: json('A page', tripBuyersPageSchema) } }),
      byId,
      input('query', buyerListQuery),
      async (c) => c.json(await listTripBuyers(db, c.req.valid('param').id, c.req.valid('query'))),
    )
    .get(
      '/:id/buyers.csv',
      endpoint({
        tag,
        summary: "A trip's passenger list as a spreadsheet: one row per traveller of its paid orders",
        answers: { 200: { description: 'CSV', contentType: 'text/csv' } },
      }),
      byId,
      async (c) => {
        const { trip, buyers } = await allTripBuyers(db, c.req.valid('param').id)
        const csv = manifestCsv(trip.slug, buyers, mailLocale(c.req.header('Accept-Language')))
        return c.body(csv.body, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csv.fileName}"`,
          'Cache-Control': 'private, no-store',
        })
      },
    )
    .get(
      '/:id/passengers',
      endpoint({
        tag,
        summary: "A trip's passenger list: one row per traveller of its paid orders, with the seat checks",
        answers: { 200: json('The manifest', passengerManifestSchema) },
      }),
      byId,
      async (c) => c.json(await tripPassengerManifest(db, c.req.valid('param').id)),
    )
    .get(
      '/:id/manifest.pdf',
      endpoint({
        tag,
        summary: "A trip's passenger list as the road carrier's printable list (A4, in Portuguese)",
        answers: { 200: { description: 'A PDF', contentType: 'application/pdf' } },
      }),
      byId,
      async (c) => {
        const manifest = await tripPassengerManifest(db, c.req.valid('param').id)
        // Slugs are [a-z0-9-] already; kept to that here too, since the name goes into a header.
        const fileName = `passageiros-${manifest.trip.slug.replace(/[^a-z0-9-]/g, '')}.pdf`
        return c.body(new Uint8Array(await manifestPdf(manifest, now())), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        })
      },
    )
