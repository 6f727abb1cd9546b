import type { QueryClient } from '@tanstack/react-query'
import type { Order, PaymentInput } from '../../../domain/order.ts'
import { api } from '../../api.ts'
import { shownByTheForm } from '../checkout/api.ts'
import { boletoChargeQueryOptions, invalidateOrders, orderQueryOptions, pixChargeQueryOptions } from './api.ts'
import { orderCall, type OrderSource } from './order-source.ts'

/** POST /api/me/orders/{code}/balance (a guest's: /api/external-orders/…) with the attempt's Idempotency-Key: the order, its balance now waiting or paid. */
export const payBalance = (code: string, source: OrderSource, payment: PaymentInput, idempotencyKey: string) =>
  api.post(`${source.path}/{code}/balance` as const, {
    ...orderCall(source, code),
    params: { path: { code }, header: { 'Idempotency-Key': idempotencyKey } },
    body: { payment },
    quietStatuses: shownByTheForm,
  })

/**
 * The order as the balance's payment answered it; its Pix and slip are asked again, for the
 * order's `/pix` and `/boleto` now answer the balance's charge (the deposit's may be cached).
 */
export function showBalanceCharge(queryClient: QueryClient, order: Order, source: OrderSource) {
  queryClient.setQueryData(orderQueryOptions(order.code, source).queryKey, order)
  queryClient.removeQueries({ queryKey: pixChargeQueryOptions(order.code, source).queryKey })
  queryClient.removeQueries({ queryKey: boletoChargeQueryOptions(order.code, source).queryKey })
  if (source.saved) void invalidateOrders(queryClient)
}
