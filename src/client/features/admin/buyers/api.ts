import { queryOptions } from '@tanstack/react-query'
import type { AdminSeatMove } from '../../../../domain/boarding-report.ts'
import type { RoomMove } from '../../../../domain/rooming.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
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

/** Downloads the rooming list as a CSV (format=csv) or the hotel's PDF (format=pdf). */
export const downloadRooming = (tripId: number, format: 'csv' | 'pdf'): Promise<void> =>
  downloadFile(`rooming-${tripId}.${format}`, (read) => api.get('/api/admin/trips/{id}/rooming', { params: { ...byTrip(tripId), query: { format } }, read }))

/** GET /api/admin/trips/{id}/rooming: the hotel package's rooms and who sleeps in each. */
export const tripRoomingOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'rooming'],
    queryFn: ({ signal }) => api.get('/api/admin/trips/{id}/rooming', { params: byTrip(tripId), signal }),
  })

/** POST /api/admin/trips/{id}/rooming/moves: a traveller into another's room or a new room of an option. */
export const useRoomMove = (tripId: number) =>
  useAdminMutation('trips', (move: RoomMove) => api.post('/api/admin/trips/{id}/rooming/moves', { params: byTrip(tripId), body: move }))

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

/** GET /api/admin/trips/{id}/boarding-report: a road trip's departure board (travellers by boarding point, the vehicles' seats). */
export const tripBoardOptions = (tripId: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), tripId, 'board'],
    queryFn: ({ signal }) => api.get('/api/admin/trips/{id}/boarding-report', { params: byTrip(tripId), signal }),
  })

/** Downloads the boarding report ("relatório de embarque") as a CSV or the PDF to print. */
export const downloadBoardingReport = (tripId: number, format: 'csv' | 'pdf'): Promise<void> =>
  downloadFile(`embarque-${tripId}.${format}`, (read) => api.get('/api/admin/trips/{id}/boarding-report', { params: { ...byTrip(tripId), query: { format } }, read }))

/** PUT /api/admin/trips/{id}/seats: a traveller of a paid order to another seat, in the same or another vehicle. */
export const useSeatMove = (tripId: number) => useAdminMutation('trips', (move: AdminSeatMove) => api.put('/api/admin/trips/{id}/seats', { params: byTrip(tripId), body: move }))
