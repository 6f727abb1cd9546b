import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminAccountsPage } from '../../../../domain/admin/user.ts'
import type { InvitationCreated } from '../../../../domain/user.ts'
import { api } from '../../../api.ts'
import { toQueryString } from '../../../ui/list/list-search.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** GET /api/admin/admins: a page of administrators with every pending invitation. */
export const adminsOptions = (search: object) =>
  queryOptions({
    queryKey: adminKeys.list('admins', search),
    queryFn: () => api<AdminAccountsPage>(`/admin/admins${toQueryString(search)}`),
    placeholderData: keepPreviousData,
  })

/** The form shows a bad or taken email on its field. */
export const inviteAdmin = (email: string) => api<InvitationCreated>('/admin/invitations', { method: 'POST', body: { email }, quietStatuses: [400, 409] })

export const withdrawInvitation = (id: number) => api<void>(`/admin/invitations/${id}`, { method: 'DELETE' })

/** A 409 (yourself, the last admin) is told by the caller, in the reader's language. */
export const revokeAdmin = (id: number) => api<void>(`/admin/admins/${id}`, { method: 'DELETE', quietStatuses: [409] })
