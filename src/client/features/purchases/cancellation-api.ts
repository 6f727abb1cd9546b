import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { CancelOrderRequest } from '../../../domain/cancellation.ts'
import type { Order } from '../../../domain/order.ts'
import { api } from '../../api.ts'
import { myCreditsQueryOptions } from '../account/credits-api.ts'
import { shownByTheForm } from '../checkout/api.ts'
import { invalidateOrders, orderQueryOptions } from './api.ts'
import { orderCall, type OrderSource } from './order-source.ts'

/**
 * GET …/{code}/cancellation: what cancelling the order would give back now (the penalty, the
 * refund, the credit). Never saved: it changes with the day; asked again whenever it is shown.
 */
export const cancellationQuoteQueryOptions = (code: string, source: OrderSource) =>
  queryOptions({
    queryKey: [...source.key, code, 'cancellation'],
    queryFn: ({ signal }) => api.get(`${source.path}/{code}/cancellation` as const, { ...orderCall(source, code), signal, quietStatuses: [0, 404, 500, 502, 503] }),
    staleTime: 0,
  })

/** POST …/{code}/cancellation: the order, canceled by the choice (a 400 names `pixKey`; a 409 says why not). */
export const cancelOrder = (code: string, source: OrderSource, body: CancelOrderRequest) =>
  api.post(`${source.path}/{code}/cancellation` as const, { ...orderCall(source, code), body, quietStatuses: shownByTheForm })

/** The order as its cancellation answered it, its quote gone, and the buyer's lists (orders, credits) asked again. */
export function showCanceledOrder(queryClient: QueryClient, order: Order, source: OrderSource) {
  queryClient.setQueryData(orderQueryOptions(order.code, source).queryKey, order)
  queryClient.removeQueries({ queryKey: cancellationQuoteQueryOptions(order.code, source).queryKey })
  if (source.saved) {
    void invalidateOrders(queryClient)
    void queryClient.invalidateQueries({ queryKey: myCreditsQueryOptions().queryKey })
  }
}
