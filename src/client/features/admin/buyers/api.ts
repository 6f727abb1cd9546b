import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

const byTrip = (tripId: number) => ({ path: { id: tripId } })

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> =>
  downloadFile(`manifest-${tripId}.csv`, (read) => api.get('/api/admin/trips/{id}/buyers.csv', { params: byTrip(tripId), read }))

/** Downloads GET /api/admin/trips/{id}/manifest.pdf, the carrier's printable list. */
export const downloadManifestPdf = (tripId: number): Promise<void> =>
  downloadFile(`manifest-${tripId}.pdf`, (read) => api.get('/api/admin/trips/{id}/manifest.pdf', { params: byTrip(tripId), read }))

/** GET /api/admin/trips/{id}/buyers: a page of the trip's paid orders. */
export const fetchTripBuyers = (tripId: number) => (search: ListQuery<'/api/admin/trips/{id}/buyers'>) =>
  api.get('/api/admin/trips/{id}/buyers', { params: { ...byTrip(tripId), query: search } })

/** The trip's travellers, one row each, with the seat checks. */
export const tripPassengersOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'passengers'],
    queryFn: ({ signal }) => api.get('/api/admin/trips/{id}/passengers', { params: byTrip(tripId), signal }),
  })

/** GET /api/admin/trips/{id}/waitlist: everyone who joined the trip's lines, oldest first. */
export const tripWaitlistOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'waitlist'],
    queryFn: ({ signal }) => api.get('/api/admin/trips/{id}/waitlist', { params: byTrip(tripId), signal }),
  })
