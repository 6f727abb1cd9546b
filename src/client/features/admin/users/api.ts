import { queryOptions } from '@tanstack/react-query'
import type { AdminUserUpdate } from '../../../../domain/admin/user.ts'
import { api } from '../../../api.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

/** GET /api/admin/users/:id; quiet on 404: right after a deletion the panel may ask once more. */
export const userDetailsOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('users'), 'detail', id],
    queryFn: () => api.get('/api/admin/users/{id}', { params: { path: { id } }, quietStatuses: [404] }),
  })

/** The form shows field errors (400, the taken email's 409) itself. */
export const updateUser = ({ id, input }: { id: number; input: AdminUserUpdate }) =>
  api.put('/api/admin/users/{id}', { params: { path: { id } }, body: input, quietStatuses: [400, 409] })

/** A 409 (orders kept for accounting, yourself, the last admin) is told by the caller, in the reader's language. */
export const deleteUser = (id: number) => api.delete('/api/admin/users/{id}', { params: { path: { id } }, quietStatuses: [409] })

/** GET /api/admin/users: a page of the list for the URL's search. */
export const fetchUsers = (search: ListQuery<'/api/admin/users'>) => api.get('/api/admin/users', { params: { query: search } })
