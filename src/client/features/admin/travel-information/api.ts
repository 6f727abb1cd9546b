import type { AdminTravelInformation, TravelInformationInput } from '../../../../domain/admin/travel-information.ts'
import { api } from '../../../api.ts'

export const saveTravelInformation = ({ id, input }: { id?: number; input: TravelInformationInput }) =>
  id
    ? api<AdminTravelInformation>(`/admin/travel-information/${id}`, { method: 'PUT', body: input })
    : api<AdminTravelInformation>('/admin/travel-information', { method: 'POST', body: input })

export const deleteTravelInformation = (id: number) => api<void>(`/admin/travel-information/${id}`, { method: 'DELETE' })
