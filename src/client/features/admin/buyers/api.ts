import { downloadFile } from '../../../ui/download-file.ts'

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)
