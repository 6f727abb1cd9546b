import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** Every admin write refreshes it (useAdminMutation invalidates the 'dashboard' resource). */
export const dashboardOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('dashboard')],
    queryFn: () => api.get('/api/admin/dashboard'),
    refetchInterval: 60_000,
  })

/**
 * The last 90 days' sales of every trip (no `tripId`) or one; refreshed with the dashboard. The
 * previous trip's figures stay while the next one's load, so the card does not jump.
 */
export const dashboardSalesOptions = (tripId?: number) =>
  queryOptions({
    queryKey: [...adminKeys.resource('dashboard'), 'sales', tripId ?? 'all'],
    queryFn: () => api.get('/api/admin/dashboard/sales', { params: { query: { tripId } } }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  })
