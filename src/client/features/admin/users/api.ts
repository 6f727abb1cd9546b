import { queryOptions } from '@tanstack/react-query'
import type { AdminUserDetails, AdminUserUpdate } from '../../../../domain/admin/user.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** GET /api/admin/users/:id; quiet on 404: right after a deletion the panel may ask once more. */
export const userDetailsOptions = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.resource('users'), 'detail', id], queryFn: () => api<AdminUserDetails>(`/admin/users/${id}`, { quietStatuses: [404] }) })

/** The form shows field errors (400, the taken email's 409) itself. */
export const updateUser = ({ id, input }: { id: number; input: AdminUserUpdate }) =>
  api<AdminUserDetails>(`/admin/users/${id}`, { method: 'PUT', body: input, quietStatuses: [400, 409] })

/** A 409 (orders kept for accounting, yourself, the last admin) is told by the caller, in the reader's language. */
export const deleteUser = (id: number) => api<void>(`/admin/users/${id}`, { method: 'DELETE', quietStatuses: [409] })
