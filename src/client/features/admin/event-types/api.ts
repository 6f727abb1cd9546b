import type { EventTypeInput } from '../../../../domain/admin/event-type.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const saveEventType = ({ id, input }: { id?: number; input: EventTypeInput }) =>
  id ? api.put('/api/admin/event-types/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/event-types', { body: input })

export const deleteEventType = (id: number) => api.delete('/api/admin/event-types/{id}', { params: { path: { id } } })

/** GET /api/admin/event-types: a page of the list for the URL's search. */
export const fetchEventTypes = (search: ListQuery<'/api/admin/event-types'>) => api.get('/api/admin/event-types', { params: { query: search } })
