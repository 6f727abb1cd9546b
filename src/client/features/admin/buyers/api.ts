import { queryOptions } from '@tanstack/react-query'
import type { PassengerManifest } from '../../../../domain/passenger-manifest.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)

/** Downloads GET /api/admin/trips/{id}/manifest.pdf, the carrier's printable list. */
export const downloadManifestPdf = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/manifest.pdf`, `manifest-${tripId}.pdf`)

/** The trip's travellers, one row each, with the seat checks. */
export const tripPassengersOptions = (tripId: number) =>
  queryOptions({
    queryKey: ['admin', 'trips', tripId, 'passengers'],
    queryFn: ({ signal }) => api<PassengerManifest>(`/admin/trips/${tripId}/passengers`, { signal }),
  })
