import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Payout } from '../../../../domain/commission.ts'
import { ApiError } from '../../../api-error.ts'
import { api } from '../../../api.ts'
import { downloadFile } from '../../../ui/download-file.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

/** GET /api/admin/commissions?month=: a month's page of agencies with the month's totals. */
export const commissionReportOptions = (search: ListQuery<'/api/admin/commissions'>) =>
  queryOptions({
    queryKey: adminKeys.list('commissions', search),
    queryFn: () => api.get('/api/admin/commissions', { params: { query: search } }),
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/commissions/{agencyId}?month=: one agency's statement (its orders and payouts). */
export const commissionStatementOptions = (agencyId: number, month: string) =>
  queryOptions({
    queryKey: [...adminKeys.resource('commissions'), 'statement', agencyId, month],
    queryFn: () => api.get('/api/admin/commissions/{agencyId}', { params: { path: { agencyId }, query: { month } }, quietStatuses: [404] }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/**
 * POST /api/admin/commissions/payouts under the submission's Idempotency-Key (a retry with the same
 * key records nothing more); a refused field (400) shows on the form. Answers what was recorded.
 */
export async function recordPayout({ payout, idempotencyKey }: { payout: Payout; idempotencyKey: string }): Promise<Payout> {
  await api.post('/api/admin/commissions/payouts', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: payout, quietStatuses: [400] })
  return payout
}

/** GET /api/admin/commissions.csv?month=: the month's lines as the screen lists them (searched and sorted), every page. */
export const downloadCommissionsCsv = (query: ListQuery<'/api/admin/commissions.csv'> & { month: string }) =>
  downloadFile(`commissions-${query.month}.csv`, (read) => api.get('/api/admin/commissions.csv', { params: { query }, read }))
