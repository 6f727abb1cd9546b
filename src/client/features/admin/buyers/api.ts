import { queryOptions } from '@tanstack/react-query'
import type { PassengerManifest } from '../../../../domain/passenger-manifest.ts'
import type { RoomMove, RoomingList } from '../../../../domain/rooming.ts'
import type { AdminWaitlistEntry } from '../../../../domain/waitlist.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)

/** Downloads GET /api/admin/trips/{id}/manifest.pdf, the carrier's printable list. */
export const downloadManifestPdf = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/manifest.pdf`, `manifest-${tripId}.pdf`)

/** Downloads the rooming list as a CSV (format=csv) or the hotel's PDF (format=pdf). */
export const downloadRooming = (tripId: number, format: 'csv' | 'pdf'): Promise<void> =>
  downloadFile(`/admin/trips/${tripId}/rooming?format=${format}`, `rooming-${tripId}.${format}`)

/** GET /api/admin/trips/{id}/rooming: the hotel package's rooms and who sleeps in each. */
export const tripRoomingOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'rooming'],
    queryFn: ({ signal }) => api<RoomingList>(`/admin/trips/${tripId}/rooming`, { signal }),
  })

/** POST /api/admin/trips/{id}/rooming/moves: a traveller into another's room or a new room of an option. */
export const useRoomMove = (tripId: number) =>
  useAdminMutation('trips', (move: RoomMove) => api<RoomingList>(`/admin/trips/${tripId}/rooming/moves`, { method: 'POST', body: move }))

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
