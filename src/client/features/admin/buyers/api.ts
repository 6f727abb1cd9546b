import { queryOptions } from '@tanstack/react-query'
import type { PassengerManifest } from '../../../../domain/passenger-manifest.ts'
import type { AdminWaitlistEntry } from '../../../../domain/waitlist.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)

/** Downloads GET /api/admin/trips/{id}/manifest.pdf, the carrier's printable list. */
export const downloadManifestPdf = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/manifest.pdf`, `manifest-${tripId}.pdf`)

/** The trip's travellers, one row each, with the seat checks. */
export const tripPassengersOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'passengers'],
    queryFn: ({ signal }) => api<PassengerManifest>(`/admin/trips/${tripId}/passengers`, { signal }),
  })

/** GET /api/admin/trips/{id}/waitlist: everyone who joined the trip's lines, oldest first. */
export const tripWaitlistOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'waitlist'],
    queryFn: ({ signal }) => api<AdminWaitlistEntry[]>(`/admin/trips/${tripId}/waitlist`, { signal }),
  })
