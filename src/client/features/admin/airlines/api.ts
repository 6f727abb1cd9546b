import type { AirlineInput } from '../../../../domain/airline.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const saveAirline = ({ id, input }: { id?: number; input: AirlineInput }) =>
  id ? api.put('/api/admin/airlines/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/airlines', { body: input })

export const deleteAirline = (id: number) => api.delete('/api/admin/airlines/{id}', { params: { path: { id } } })

/** GET /api/admin/airlines: a page of the list for the URL's search. */
export const fetchAirlines = (search: ListQuery<'/api/admin/airlines'>) => api.get('/api/admin/airlines', { params: { query: search } })
