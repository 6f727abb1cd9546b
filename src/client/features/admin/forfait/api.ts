import type { AdminForfaitRequest, ForfaitAnswer } from '../../../../domain/forfait.ts'
import { api } from '../../../api.ts'

export const answerForfait = ({ id, answer }: { id: number; answer: ForfaitAnswer }) => api<AdminForfaitRequest>(`/admin/forfait-requests/${id}`, { method: 'PUT', body: answer })
