import { queryOptions } from '@tanstack/react-query'
import type { Page } from '../../../domain/query-params.ts'
import type { Trip, TripListQuery, TripSummary } from '../../../domain/trip.ts'
import { api } from '../../api.ts'

/** Only the filters that differ from the defaults go on the wire. */
function toQueryString(query: Partial<TripListQuery>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Catalogue queries are saved on the device (`meta.persist`, docs/OFFLINE.md) so the lists and
 * trips already seen open offline. Without a network (status 0) the screen shows its own
 * offline state, so no toast.
 */
export const tripsQueryOptions = (query: Partial<TripListQuery>) =>
  queryOptions({
    queryKey: ['catalogue', 'trips', query],
    queryFn: ({ signal }) => api<Page<TripSummary>>(`/trips${toQueryString(query)}`, { signal, quietStatuses: [0] }),
    meta: { persist: true },
  })

export const tripQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['catalogue', 'trip', name],
    queryFn: ({ signal }) => api<Trip>(`/trips/${encodeURIComponent(name)}`, { signal, quietStatuses: [0, 404, 400] }),
    meta: { persist: true },
  })

/** /f1 and /motogp: every trip of the event type. */
export const eventTripsQueryOptions = (slug: string) => tripsQueryOptions({ eventType: slug, pageSize: 50 })
