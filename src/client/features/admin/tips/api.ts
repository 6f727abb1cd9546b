import type { AdminTip, TipInput } from '../../../../domain/admin/tip.ts'
import { api } from '../../../api.ts'

export const saveTip = ({ id, input }: { id?: number; input: TipInput }) =>
  id ? api<AdminTip>(`/admin/tips/${id}`, { method: 'PUT', body: input }) : api<AdminTip>('/admin/tips', { method: 'POST', body: input })

/** Shows or hides a tip on the public page, keeping the rest as it is. */
export const setTipActive = ({ tip, active }: { tip: AdminTip; active: boolean }) => saveTip({ id: tip.id, input: { title: tip.title, text: tip.text, image: tip.image, active } })

export const deleteTip = (id: number) => api<void>(`/admin/tips/${id}`, { method: 'DELETE' })
