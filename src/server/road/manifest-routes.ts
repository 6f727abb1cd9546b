import { Hono } from 'hono'
import { manifestLockStateSchema } from '../../domain/answers/road.ts'
import { manifestLockSchema, manifestUnlockSchema, vehicleManifestQuery } from '../../domain/road-manifest.ts'
import { idsInPath } from '../admin/id-param.ts'
import { manifestPdf } from '../admin/buyers/manifest-pdf.ts'
import type { AppDeps } from '../app-deps.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'
import { lockManifest, unlockManifest } from './manifest-service.ts'
import { fileNamePart, vehicleManifestCsv } from './vehicle-manifest-csv.ts'
import { vehicleManifest } from './vehicle-manifest.ts'

const tag = 'Admin: trips'
const byId = idsInPath('id')

/** /api/admin/trips/:id/manifest (per vehicle, CSV or PDF) and its lock (issue 28, docs/TRAVELLERS.md "The carrier's list per vehicle"). */
export const adminManifestRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get(
      '/:id/manifest',
      endpoint({
        tag,
        summary: "One vehicle's passenger list for the road carrier (ANTT): each seated traveller of a paid order by seat, document and boarding point",
        description: '`format=csv` (the reader’s language) or `pdf` (A4, in Portuguese). 400 on `vehicle` for a vehicle not of the trip.',
        answers: { 200: { description: 'A CSV or a PDF', contentType: 'text/csv' } },
      }),
      input('query', vehicleManifestQuery),
      byId,
      async (c) => {
        const { vehicle, format } = c.req.valid('query')
        const manifest = await vehicleManifest(db, c.req.valid('param').id, vehicle)
        const file =
          format === 'csv'
            ? { ...vehicleManifestCsv(manifest, mailLocale(c.req.header('Accept-Language'))), type: 'text/csv; charset=utf-8' }
            : {
                body: new Uint8Array(await manifestPdf({ ...manifest, vehicle: { name: manifest.vehicle.name, boardingPoints: manifest.boardingPoints } }, now())),
                fileName: `passageiros-${fileNamePart(manifest.trip.slug)}-${fileNamePart(manifest.vehicle.name) || manifest.vehicle.id}.pdf`,
                type: 'application/pdf',
              }
        return c.body(file.body, 200, { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' })
      },
    )
    .post(
      '/:id/manifest/lock',
      endpoint({
        tag,
        summary: "Locks a vehicle's passenger list as sent to the carrier: its travellers, seats and boarding points then refuse changes (409 `manifest_locked`)",
        description:
          '409 `manifest.incomplete` while a seat lacks a name, a document or a boarding point, or is held by an unpaid order: `fieldCodes` name each (`seats.{number}.document` …). Locking a locked list answers it as it is.',
        answers: { 200: json('Locked, and since when', manifestLockStateSchema) },
      }),
      input('json', manifestLockSchema),
      byId,
      async (c) => c.json(await lockManifest(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json').vehicleId, now())),
    )
    .post(
      '/:id/manifest/unlock',
      endpoint({
        tag,
        summary: "Unlocks a vehicle's passenger list; the reason goes to the trip's audit log",
        answers: { 200: json('Open again', manifestLockStateSchema) },
      }),
      byId,
      input('json', manifestUnlockSchema),
      async (c) => c.json(await unlockManifest(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now())),
    )
