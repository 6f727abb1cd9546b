import { queryOptions } from '@tanstack/react-query'
import type { AdminCancelPaid, CancelOrderInput } from '../../../../domain/admin/order.ts'
import { ApiError } from '../../../api-error.ts'
import { api } from '../../../api.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

export const adminOrderOptions = (code: string) =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'details', code],
    queryFn: () => api.get('/api/admin/orders/{code}', { params: { path: { code } }, quietStatuses: [404] }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/** The trips that have orders, for the trip pickers of the orders and manifest screens. */
export const tripsWithOrdersOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'trips'],
    queryFn: () => api.get('/api/admin/orders/trips'),
  })

/** POST /api/admin/orders/{code}/cancel; a 409 (no longer pending) is toasted by its code like any refusal. */
export const cancelOrder = ({ code, ...input }: CancelOrderInput & { code: string }) => api.post('/api/admin/orders/{code}/cancel', { params: { path: { code } }, body: input })

/** POST /api/admin/orders/{code}/refund; a 409 (not paid) and a 502 (the gateway refused) are toasted by their codes. */
export const refundOrder = ({ code, ...input }: CancelOrderInput & { code: string }) => api.post('/api/admin/orders/{code}/refund', { params: { path: { code } }, body: input })

/** POST /api/payments/sandbox/orders/{code}/pay: the sandbox control pays a pending Pix or boleto through its signed webhook (docs/PAYMENTS.md). */
export const simulatePayment = (code: string) => api.post('/api/payments/sandbox/orders/{code}/pay', { params: { path: { code } } })

/** POST /api/admin/orders/{code}/revoke-guest-link: the guest's current link stops opening the order. */
export const revokeGuestLink = (code: string) => api.post('/api/admin/orders/{code}/revoke-guest-link', { params: { path: { code } } })

/** GET /api/admin/orders: a page of the list for the URL's search. */
export const fetchOrders = (search: ListQuery<'/api/admin/orders'>) => api.get('/api/admin/orders', { params: { query: search } })

/** GET /api/admin/orders/{code}/cancellation: the buyer's quote by the trip's policy, asked again each time the dialog opens. */
export const adminCancellationQuoteOptions = (code: string) =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'details', code, 'cancellation'],
    queryFn: () => api.get('/api/admin/orders/{code}/cancellation', { params: { path: { code } } }),
    staleTime: 0,
  })

/** POST /api/admin/orders/{code}/cancellation: by the quote, or an override of the refund with its note; a 400 names its field and a 409 says why, both shown by the dialog. */
export const cancelPaidOrder = ({ code, ...body }: AdminCancelPaid & { code: string }) =>
  api.post('/api/admin/orders/{code}/cancellation', { params: { path: { code } }, body, quietStatuses: [400, 409] })

/** GET /api/admin/orders/refunds-owed: the refunds still to send by hand, oldest first. */
export const owedRefundsOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'refunds-owed'],
    queryFn: () => api.get('/api/admin/orders/refunds-owed'),
  })

/** POST /api/admin/orders/{code}/refunds/{id}/sent: an admin sent the refund by hand (a 409: someone already marked it, toasted). */
export const markRefundSent = ({ code, id, note }: { code: string; id: number; note: string }) =>
  api.post('/api/admin/orders/{code}/refunds/{id}/sent', { params: { path: { code, id: String(id) } }, body: { note } })
