import type { AdminTip, TipInput } from '../../../../domain/admin/tip.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const saveTip = ({ id, input }: { id?: number; input: TipInput }) =>
  id ? api.put('/api/admin/tips/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/tips', { body: input })

/** Shows or hides a tip on the public page, keeping the rest as it is. */
export const setTipActive = ({ tip, active }: { tip: AdminTip; active: boolean }) => saveTip({ id: tip.id, input: { title: tip.title, text: tip.text, image: tip.image, active } })

export const deleteTip = (id: number) => api.delete('/api/admin/tips/{id}', { params: { path: { id } } })

/** GET /api/admin/tips: a page of the list for the URL's search. */
export const fetchTips = (search: ListQuery<'/api/admin/tips'>) => api.get('/api/admin/tips', { params: { query: search } })
