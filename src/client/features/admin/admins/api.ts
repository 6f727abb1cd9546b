import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../api.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

/** GET /api/admin/admins: a page of administrators with every pending invitation. */
export const adminsOptions = (search: ListQuery<'/api/admin/admins'>) =>
  queryOptions({
    queryKey: adminKeys.list('admins', search),
    queryFn: () => api.get('/api/admin/admins', { params: { query: search } }),
    placeholderData: keepPreviousData,
  })

/** The form shows a bad or taken email on its field. */
export const inviteAdmin = (email: string) => api.post('/api/admin/invitations', { body: { email }, quietStatuses: [400, 409] })

export const withdrawInvitation = (id: number) => api.delete('/api/admin/invitations/{id}', { params: { path: { id } } })

/** A 409 (yourself, the last admin) is told by the caller, in the reader's language. */
export const revokeAdmin = (id: number) => api.delete('/api/admin/admins/{id}', { params: { path: { id } }, quietStatuses: [409] })
