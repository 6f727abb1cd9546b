import { queryOptions } from '@tanstack/react-query'
import type { TripListQuery } from '../../../domain/trip.ts'
import { api } from '../../api.ts'

/**
 * Catalogue queries are saved on the device (`meta.persist`, docs/OFFLINE.md) so the lists and
 * trips already seen open offline. Without a network (status 0) the screen shows its own
 * offline state, so no toast.
 */
export const tripsQueryOptions = (query: Partial<TripListQuery>) =>
  queryOptions({
    queryKey: ['catalogue', 'trips', query],
    // Only the filters that differ from the defaults go on the wire.
    queryFn: ({ signal }) => api.get('/api/trips', { params: { query }, signal, quietStatuses: [0] }),
    meta: { persist: true },
  })

export const tripQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trip', name],
    queryFn: ({ signal }) => api.get('/api/trips/{name}', { params: { path: { name } }, signal, quietStatuses: [0, 404, 400] }),
    meta: { persist: true },
  })

/** /f1 and /motogp: every trip of the event type. */
export const eventTripsQueryOptions = (slug: string) => tripsQueryOptions({ eventType: slug, pageSize: 50 })
