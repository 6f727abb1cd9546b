import type { TravelInformationInput } from '../../../../domain/admin/travel-information.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const saveTravelInformation = ({ id, input }: { id?: number; input: TravelInformationInput }) =>
  id ? api.put('/api/admin/travel-information/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/travel-information', { body: input })

export const deleteTravelInformation = (id: number) => api.delete('/api/admin/travel-information/{id}', { params: { path: { id } } })

/** GET /api/admin/travel-information: a page of the list for the URL's search. */
export const fetchTravelInformation = (search: ListQuery<'/api/admin/travel-information'>) => api.get('/api/admin/travel-information', { params: { query: search } })
