import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/list.ts'
import type { CreatePaymentLink, PaymentLink, PaymentLinkListQuery } from '../../../domain/payment-link.ts'
import type { Page } from '../../../domain/query-params.ts'
import { api } from '../../api.ts'
import { toQueryString } from '../../ui/list/list-search.ts'

/** The agency's table: what its URL's search holds (the API's list query, defaults left out). */
export type PaymentLinkSearch = Partial<PaymentLinkListQuery>

/** Every payment-link query's key starts here, so creating or canceling a link refreshes all its pages. */
const linksKey = ['agency', 'payment-links'] as const

/**
 * GET /api/agency/payment-links: a page of the agency's own links, newest first (a suspended
 * agency's too). The answer is `{ items, total }`; the page and its size are the ones asked for.
 */
export const paymentLinksQueryOptions = (search: PaymentLinkSearch = {}) =>
  queryOptions({
    queryKey: [...linksKey, 'list', search],
    queryFn: async ({ signal }): Promise<Page<PaymentLink>> => {
      const answer = await api<{ items: PaymentLink[]; total: number }>(`/agency/payment-links${toQueryString(search)}`, { signal })
      return { items: answer.items, total: answer.total, page: search.page ?? 1, pageSize: search.pageSize ?? ADMIN_PAGE_SIZE }
    },
  })

/** The table's page; the last one stays shown while the next loads. */
export const usePaymentLinks = (search: PaymentLinkSearch) => useQuery({ ...paymentLinksQueryOptions(search), placeholderData: keepPreviousData })

const invalidateLinks = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: paymentLinksQueryOptions().queryKey.slice(0, linksKey.length) })

/** POST /api/agency/payment-links. The form shows field errors (400) and the refusal (403) itself. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (link: CreatePaymentLink) => api<PaymentLink>('/agency/payment-links', { method: 'POST', body: link, quietStatuses: [400, 403] }),
    onSuccess: () => invalidateLinks(queryClient),
  })
}

/** POST /api/agency/payment-links/{token}/cancel. A refusal (paid meanwhile, say) is worded by the caller, in the reader's language. */
export function useCancelPaymentLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      api<{ status: 'canceled' }>(`/agency/payment-links/${encodeURIComponent(token)}/cancel`, { method: 'POST', quietStatuses: [400, 403, 404, 409, 410] }),
    onSettled: () => invalidateLinks(queryClient),
  })
}
