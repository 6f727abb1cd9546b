import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { EventsTicket } from '../../../domain/order.ts'
import { api } from '../../api.ts'
import { myOrdersSource, orderCall, type OrderSource } from './order-source.ts'
import { orderTravellersQueryOptions } from './travellers-api.ts'

/** GET /api/payments/config: where a card is tokenized, and which live channel the order screens use. */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => api.get('/api/payments/config', { signal }),
    staleTime: 10 * 60_000,
  })

/** The screens show their own state (saved data, offline or "could not connect" with a retry, a guest's closed link), and the sign-in prefetch must stay quiet. */
const shownByTheScreen = [0, 404, 410, 500, 502, 503, 504]

/**
 * The signed-in user's orders. Saved on the device (`persist` + `personal`, docs/OFFLINE.md), so
 * My purchases and a confirmed trip's voucher open offline, and wiped at sign-out.
 */
export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'orders'],
    queryFn: ({ signal }) => api.get('/api/me/orders', { signal, quietStatuses: shownByTheScreen }),
    meta: { persist: true, personal: true },
  })

/** One order; a guest's (`guestOrderSource`) is kept in memory only. */
export const orderQueryOptions = (code: string, source: OrderSource = myOrdersSource) =>
  queryOptions({
    queryKey: [...source.key, code],
    queryFn: ({ signal }) => api.get(`${source.path}/{code}` as const, { ...orderCall(source, code), signal, quietStatuses: shownByTheScreen }),
    meta: source.saved ? { persist: true, personal: true } : {},
  })

/**
 * The Pix code of a pending order. Not saved: it is useless after 30 minutes, and a paid or
 * expired order answers 409/410, which the panel words itself.
 */
export const pixChargeQueryOptions = (code: string, source: OrderSource = myOrdersSource) =>
  queryOptions({
    queryKey: [...source.key, code, 'pix'],
    queryFn: ({ signal }) => api.get(`${source.path}/{code}/pix` as const, { ...orderCall(source, code), signal, quietStatuses: [0, 404, 409, 410, 503] }),
    staleTime: Infinity,
    retry: false,
  })

/**
 * The bank slip. Not saved on the device (docs/OFFLINE.md): its PDF link carries a ticket signed
 * for 15 minutes, so it is asked again whenever the order is opened online. A 409 (not a slip:
 * a balance paid another way) is the panel's to word.
 */
export const boletoChargeQueryOptions = (code: string, source: OrderSource = myOrdersSource) =>
  queryOptions({
    queryKey: [...source.key, code, 'boleto'],
    queryFn: ({ signal }) => api.get(`${source.path}/{code}/boleto` as const, { ...orderCall(source, code), signal, quietStatuses: [0, 404, 409, 503] }),
    staleTime: 5 * 60_000,
  })

const apiBase = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

/** A PDF link signed just now (the one in the cached answer may be past its 15 minutes). */
export async function freshBoletoPdfUrl(queryClient: QueryClient, code: string, source: OrderSource = myOrdersSource): Promise<string> {
  const charge = await queryClient.fetchQuery({ ...boletoChargeQueryOptions(code, source), staleTime: 0 })
  return charge.pdfUrl.startsWith('/') ? `${apiBase}${charge.pdfUrl}` : charge.pdfUrl
}

/** A signed ticket for the events stream: EventSource cannot send the bearer token (docs/PAYMENTS.md). */
export const eventsTicket = (code: string, source: OrderSource = myOrdersSource) =>
  api.post(`${source.path}/{code}/events/ticket` as const, { ...orderCall(source, code), quietStatuses: [0, 404, 429, 500, 502, 503] })

export const eventsUrl = (ticket: EventsTicket) => (ticket.url.startsWith('/') ? `${apiBase}${ticket.url}` : ticket.url)

/** A custom token for the Firestore listener (only when Firebase is configured). */
export const firebaseToken = () => api.post('/api/me/orders/firebase-token', { quietStatuses: [0, 404, 500, 503] })

/**
 * Fetches the user's orders and each one's details and travellers, so My purchases and the
 * vouchers open offline without having been visited (called after sign-in, docs/OFFLINE.md).
 */
export async function prefetchPurchases(queryClient: QueryClient) {
  const orders = await queryClient.fetchQuery(myOrdersQueryOptions())
  // The ones a traveller opens on the road: trips paid or waiting for payment, newest first.
  const wanted = orders.filter((order) => order.status === 'paid' || order.status === 'pending').slice(0, 30)
  await Promise.all(
    wanted.map((order) =>
      Promise.all([
        queryClient.prefetchQuery(orderQueryOptions(order.code)),
        order.item.kind === 'trip' && queryClient.prefetchQuery(orderTravellersQueryOptions(myOrdersSource, order.code)),
      ]),
    ),
  )
}

/** Every order answer (list and details) after something changed them. */
export const invalidateOrders = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey })
