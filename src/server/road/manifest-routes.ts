import { Hono } from 'hono'
import { manifestLockSchema, manifestUnlockSchema, vehicleManifestQuery } from '../../domain/road-manifest.ts'
import { idParam } from '../admin/id-param.ts'
import { manifestPdf } from '../admin/buyers/manifest-pdf.ts'
import type { AppDeps } from '../app-deps.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { jsonBody, parseOr400 } from '../http/validation.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { lockManifest, unlockManifest } from './manifest-service.ts'
import { fileNamePart, vehicleManifestCsv } from './vehicle-manifest-csv.ts'
import { vehicleManifest } from './vehicle-manifest.ts'

/** /api/admin/trips/:id/manifest (per vehicle, CSV or PDF) and its lock (issue 28, docs/TRAVELLERS.md "The carrier's list per vehicle"). */
export const adminManifestRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/:id/manifest', async (c) => {
      const { vehicle, format } = parseOr400(vehicleManifestQuery, c.req.query())
      const manifest = await vehicleManifest(db, idParam(c), vehicle)
      const file =
        format === 'csv'
          ? { ...vehicleManifestCsv(manifest, mailLocale(c.req.header('Accept-Language'))), type: 'text/csv; charset=utf-8' }
          : {
              body: new Uint8Array(await manifestPdf({ ...manifest, vehicle: { name: manifest.vehicle.name, boardingPoints: manifest.boardingPoints } }, now())),
              fileName: `passageiros-${fileNamePart(manifest.trip.slug)}-${fileNamePart(manifest.vehicle.name) || manifest.vehicle.id}.pdf`,
              type: 'application/pdf',
            }
      return c.body(file.body, 200, { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' })
    })
    .post('/:id/manifest/lock', async (c) => {
      const { vehicleId } = await jsonBody(c, manifestLockSchema)
      return c.json(await lockManifest(db, c.get('user').id, idParam(c), vehicleId, now()))
    })
    .post('/:id/manifest/unlock', async (c) => c.json(await unlockManifest(db, c.get('user').id, idParam(c), await jsonBody(c, manifestUnlockSchema), now())))
