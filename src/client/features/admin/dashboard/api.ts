import { queryOptions } from '@tanstack/react-query'
import type { AdminDashboard } from '../../../../domain/admin/dashboard.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** Every admin write refreshes it (useAdminMutation invalidates the 'dashboard' resource). */
export const dashboardOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('dashboard')],
    queryFn: () => api<AdminDashboard>('/admin/dashboard'),
    refetchInterval: 60_000,
  })
