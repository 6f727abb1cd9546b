import { t } from '@lingui/core/macro'
import { queryOptions } from '@tanstack/react-query'
import { adminOrderMessages, type AdminOrder, type CancelOrderInput, type TripWithOrders } from '../../../../domain/admin/order.ts'
import { ApiError, api } from '../../../api.ts'
import { showError } from '../../../ui/toaster.ts'
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

/** POST /api/admin/orders/{code}/cancel; a 409 (no longer pending) is told in the reader's language. */
export async function cancelOrder({ code, ...input }: CancelOrderInput & { code: string }) {
  try {
    return await api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}/cancel`, { method: 'POST', body: input, quietStatuses: [409] })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      showError(error.message === adminOrderMessages.cancelNotPending ? t`Only an order waiting for payment can be canceled` : error.message)
    throw error
  }
}

/** POST /api/admin/orders/{code}/refund; a 409 (not paid) and a 502 (the gateway refused) are told in the reader's language. */
export async function refundOrder({ code, ...input }: CancelOrderInput & { code: string }) {
  try {
    return await api<AdminOrder>(`/admin/orders/${encodeURIComponent(code)}/refund`, { method: 'POST', body: input, quietStatuses: [409, 502] })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) showError(error.message === adminOrderMessages.refundNotPaid ? t`Only a paid order can be refunded` : error.message)
    if (error instanceof ApiError && error.status === 502)
      showError(t`The payment gateway did not refund the payment; nothing was changed. Try again, or refund it in the gateway panel first`)
    throw error
  }
}
