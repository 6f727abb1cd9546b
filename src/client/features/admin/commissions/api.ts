import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CommissionReport } from '../../../../domain/admin-agency.ts'
import { api } from '../../../api.ts'
import { toQueryString } from '../list/list-search.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** GET /api/admin/commissions: a month's page of agencies with the month's totals. */
export const commissionReportOptions = (search: object) =>
  queryOptions({
    queryKey: adminKeys.list('commissions', search),
    queryFn: () => api<CommissionReport>(`/admin/commissions${toQueryString(search)}`),
    placeholderData: keepPreviousData,
  })
