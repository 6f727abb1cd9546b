import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/list.ts'
import type { CreatePaymentLink, PaymentLinkListQuery } from '../../../domain/payment-link.ts'
import { api } from '../../api.ts'

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
    queryFn: async ({ signal }) => {
      const answer = await api.get('/api/agency/payment-links', { params: { query: search }, signal })
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
    mutationFn: (link: CreatePaymentLink) => api.post('/api/agency/payment-links', { body: link, quietStatuses: [400, 403] }),
    onSuccess: () => invalidateLinks(queryClient),
  })
}

/** POST /api/agency/payment-links/{token}/cancel. A refusal (paid meanwhile, say) is worded by the caller, in the reader's language. */
export function useCancelPaymentLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.post('/api/agency/payment-links/{token}/cancel', { params: { path: { token } }, quietStatuses: [400, 403, 404, 409, 410] }),
    onSettled: () => invalidateLinks(queryClient),
  })
}
