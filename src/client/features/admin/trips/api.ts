import { queryOptions } from '@tanstack/react-query'
import type { AdminTripInput, AdminTripPatch } from '../../../../domain/admin/trip/input.ts'
import type { AdminTrip } from '../../../../domain/admin/trip/trip.ts'
import type { Airline } from '../../../../domain/airline.ts'
import type { Page } from '../../../../domain/query-params.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

export const adminTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('trips'), 'detail', id],
    queryFn: () => api<AdminTrip>(`/admin/trips/${id}`, { quietStatuses: [404] }),
  })

/** The airlines a flight can name (the aerial mesh's select). */
export const airlineChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('airlines'), 'choices'],
    queryFn: () => api<Page<Airline>>('/admin/airlines?pageSize=100&sort=name'),
    select: (page) => page.items,
  })

/** Field errors and refusals are shown by the form itself (translated), not by the API wrapper's toast. */
export const saveTrip = ({ id, input }: { id?: number; input: AdminTripInput }) =>
  id
    ? api<AdminTrip>(`/admin/trips/${id}`, { method: 'PUT', body: input, quietStatuses: [400, 409] })
    : api<AdminTrip>('/admin/trips', { method: 'POST', body: input, quietStatuses: [400, 409] })

export const patchTrip = ({ id, patch }: { id: number; patch: AdminTripPatch }) => api<AdminTrip>(`/admin/trips/${id}`, { method: 'PATCH', body: patch })

export const duplicateTrip = (id: number) => api<AdminTrip>(`/admin/trips/${id}/duplicate`, { method: 'POST' })

export const deleteTrip = (id: number) => api<void>(`/admin/trips/${id}`, { method: 'DELETE' })
