import type { Airline, AirlineInput } from '../../../../domain/airline.ts'
import { api } from '../../../api.ts'

export const saveAirline = ({ id, input }: { id?: number; input: AirlineInput }) =>
  id ? api<Airline>(`/admin/airlines/${id}`, { method: 'PUT', body: input }) : api<Airline>('/admin/airlines', { method: 'POST', body: input })

export const deleteAirline = (id: number) => api<void>(`/admin/airlines/${id}`, { method: 'DELETE' })
