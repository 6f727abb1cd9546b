import type { ManifestLockState, ManifestUnlock } from '../../../../../domain/road-manifest.ts'
import { api } from '../../../../api.ts'
import { downloadFile } from '../../../../ui/download-file.ts'

/** GET /api/admin/trips/{id}/manifest?vehicle=…&format=…: one vehicle's passenger list for the carrier. */
export const downloadVehicleManifest = (tripId: number, vehicleId: number, format: 'csv' | 'pdf'): Promise<void> =>
  downloadFile(`/admin/trips/${tripId}/manifest?vehicle=${vehicleId}&format=${format}`, `passageiros-${vehicleId}.${format}`)

/** POST …/manifest/lock: a 409 `manifest.incomplete` is the section's to show (its seats), so it is quiet. */
export const lockManifest = ({ tripId, vehicleId }: { tripId: number; vehicleId: number }) =>
  api<ManifestLockState>(`/admin/trips/${tripId}/manifest/lock`, { method: 'POST', body: { vehicleId }, quietStatuses: [409] })

export const unlockManifest = ({ tripId, ...body }: { tripId: number } & ManifestUnlock) =>
  api<ManifestLockState>(`/admin/trips/${tripId}/manifest/unlock`, { method: 'POST', body, quietStatuses: [400] })
