import type { ManifestUnlock } from '../../../../../domain/road-manifest.ts'
import { api } from '../../../../api.ts'
import { downloadFile } from '../../../../ui/download-file.ts'

/** GET /api/admin/trips/{id}/manifest?vehicle=…&format=…: one vehicle's passenger list for the carrier. */
export const downloadVehicleManifest = (tripId: number, vehicleId: number, format: 'csv' | 'pdf'): Promise<void> =>
  downloadFile(`passageiros-${vehicleId}.${format}`, (read) =>
    api.get('/api/admin/trips/{id}/manifest', { params: { path: { id: tripId }, query: { vehicle: vehicleId, format } }, read }),
  )

/** POST …/manifest/lock: a 409 `manifest.incomplete` is the section's to show (its seats), so it is quiet. */
export const lockManifest = ({ tripId, vehicleId }: { tripId: number; vehicleId: number }) =>
  api.post('/api/admin/trips/{id}/manifest/lock', { params: { path: { id: tripId } }, body: { vehicleId }, quietStatuses: [409] })

export const unlockManifest = ({ tripId, ...body }: { tripId: number } & ManifestUnlock) =>
  api.post('/api/admin/trips/{id}/manifest/unlock', { params: { path: { id: tripId } }, body, quietStatuses: [400] })
