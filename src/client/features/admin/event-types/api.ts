import type { AdminEventType, EventTypeInput } from '../../../../domain/admin/event-type.ts'
import { api } from '../../../api.ts'

export const saveEventType = ({ id, input }: { id?: number; input: EventTypeInput }) =>
  id ? api<AdminEventType>(`/admin/event-types/${id}`, { method: 'PUT', body: input }) : api<AdminEventType>('/admin/event-types', { method: 'POST', body: input })

export const deleteEventType = (id: number) => api<void>(`/admin/event-types/${id}`, { method: 'DELETE' })
