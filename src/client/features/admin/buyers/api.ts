import { queryOptions } from '@tanstack/react-query'
import type { AdminWaitlistEntry } from '../../../../domain/waitlist.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)

/** GET /api/admin/trips/{id}/waitlist: everyone who joined the trip's lines, oldest first. */
export const tripWaitlistOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'waitlist'],
    queryFn: () => api<AdminWaitlistEntry[]>(`/admin/trips/${tripId}/waitlist`),
  })
