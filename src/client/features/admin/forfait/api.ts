import type { ForfaitAnswer } from '../../../../domain/forfait.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const answerForfait = ({ id, answer }: { id: number; answer: ForfaitAnswer }) => api.put('/api/admin/forfait-requests/{id}', { params: { path: { id } }, body: answer })

/** GET /api/admin/forfait-requests: a page of the list for the URL's search. */
export const fetchForfaitRequests = (search: ListQuery<'/api/admin/forfait-requests'>) => api.get('/api/admin/forfait-requests', { params: { query: search } })
