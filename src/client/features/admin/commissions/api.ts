import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CommissionReport, CommissionStatement, Payout } from '../../../../domain/commission.ts'
import { ApiError } from '../../../api-error.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { toQueryString } from '../../../ui/list/list-search.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/** GET /api/admin/commissions?month=: a month's page of agencies with the month's totals. */
export const commissionReportOptions = (search: object) =>
  queryOptions({
    queryKey: adminKeys.list('commissions', search),
    queryFn: () => api<CommissionReport>(`/admin/commissions${toQueryString(search)}`),
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/commissions/{agencyId}?month=: one agency's statement (its orders and payouts). */
export const commissionStatementOptions = (agencyId: number, month: string) =>
  queryOptions({
    queryKey: [...adminKeys.resource('commissions'), 'statement', agencyId, month],
    queryFn: () => api<CommissionStatement>(`/admin/commissions/${agencyId}${toQueryString({ month })}`, { quietStatuses: [404] }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/**
 * POST /api/admin/commissions/payouts under the submission's Idempotency-Key (a retry with the same
 * key records nothing more); a refused field (400) shows on the form. Answers what was recorded.
 */
export async function recordPayout({ payout, idempotencyKey }: { payout: Payout; idempotencyKey: string }): Promise<Payout> {
  await api<unknown>('/admin/commissions/payouts', { method: 'POST', body: payout, headers: { 'Idempotency-Key': idempotencyKey }, quietStatuses: [400] })
  return payout
}

/** GET /api/admin/commissions.csv?month=: the month's lines as the screen lists them (searched and sorted), every page. */
export const downloadCommissionsCsv = ({ month, q, sort }: { month: string; q?: string | undefined; sort?: string | undefined }) =>
  downloadFile(`/admin/commissions.csv${toQueryString({ month, q, sort })}`, `commissions-${month}.csv`)
