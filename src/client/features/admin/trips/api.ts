import { queryOptions } from '@tanstack/react-query'
import type { AdminTripInput, AdminTripPatch } from '../../../../domain/admin/trip/input.ts'
import { api } from '../../../api.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

export const adminTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), 'detail', id],
    queryFn: () => api.get('/api/admin/trips/{id}', { params: { path: { id } }, quietStatuses: [404] }),
  })

/** The airlines a flight can name (the aerial mesh's select). */
export const airlineChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('airlines'), 'choices'],
    queryFn: () => api.get('/api/admin/airlines', { params: { query: { pageSize: 100, sort: 'name' } } }),
    select: (page) => page.items,
  })

/** Field errors and refusals are shown by the form itself (translated), not by the API wrapper's toast. */
export const saveTrip = ({ id, input }: { id?: number; input: AdminTripInput }) =>
  id
    ? api.put('/api/admin/trips/{id}', { params: { path: { id } }, body: input, quietStatuses: [400, 409] })
    : api.post('/api/admin/trips', { body: input, quietStatuses: [400, 409] })

export const patchTrip = ({ id, patch }: { id: number; patch: AdminTripPatch }) => api.patch('/api/admin/trips/{id}', { params: { path: { id } }, body: patch })

export const duplicateTrip = (id: number) => api.post('/api/admin/trips/{id}/duplicate', { params: { path: { id } } })

export const deleteTrip = (id: number) => api.delete('/api/admin/trips/{id}', { params: { path: { id } } })

/** GET /api/admin/trips: a page of the list for the URL's search. */
export const fetchTrips = (search: ListQuery<'/api/admin/trips'>) => api.get('/api/admin/trips', { params: { query: search } })
