import { queryOptions } from '@tanstack/react-query'
import type { AdminOrder, CancelOrderInput, TripWithOrders } from '../../../../domain/admin/order.ts'
import type { SandboxPayment } from '../../../../domain/order.ts'
import { ApiError } from '../../../api-error.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

export const adminOrderOptions = (code: string) =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'details', code],
    queryFn: () => api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}`, { quietStatuses: [404] }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/** The trips that have orders, for the trip pickers of the orders and manifest screens. */
export const tripsWithOrdersOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.resource('orders'), 'trips'],
    queryFn: () => api<TripWithOrders[]>('/admin/orders/trips'),
  })

/** POST /api/admin/orders/{code}/cancel; a 409 (no longer pending) is toasted by its code like any refusal. */
export const cancelOrder = ({ code, ...input }: CancelOrderInput & { code: string }) =>
  api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}/cancel`, { method: 'POST', body: input })

/** POST /api/admin/orders/{code}/refund; a 409 (not paid) and a 502 (the gateway refused) are toasted by their codes. */
export const refundOrder = ({ code, ...input }: CancelOrderInput & { code: string }) =>
  api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}/refund`, { method: 'POST', body: input })

/** POST /api/payments/sandbox/orders/{code}/pay: the sandbox control pays a pending Pix or boleto through its signed webhook (docs/PAYMENTS.md). */
export const simulatePayment = (code: string) => api<SandboxPayment>(`/payments/sandbox/orders/${encodeURIComponent(code)}/pay`, { method: 'POST' })

/** POST /api/admin/orders/{code}/revoke-guest-link: the guest's current link stops opening the order. */
export const revokeGuestLink = (code: string) => api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}/revoke-guest-link`, { method: 'POST' })
