import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Order, OrderStatusEvent } from '../../../domain/order.ts'
import { isFinal, purchaseGroups } from '../../../domain/order-status.ts'
import { eventsTicket, eventsUrl, invalidateOrders, orderQueryOptions, paymentsConfigQueryOptions } from './api.ts'
import { myOrdersSource, type OrderSource } from './order-source.ts'

/** Writes a status change into the cached order (and its history), then refreshes the lists once it is final. */
export function applyStatusEvent(queryClient: QueryClient, event: OrderStatusEvent, source: OrderSource = myOrdersSource) {
  queryClient.setQueryData(orderQueryOptions(event.code, source).queryKey, (order: Order | undefined) => {
    if (!order || order.status === event.status) return order
    return {
      ...order,
      status: event.status,
      statusReason: event.reason,
      group: purchaseGroups[event.status],
      updatedAt: event.at,
      history: [...order.history, { status: event.status, reason: event.reason, at: event.at }],
    }
  })
  if (event.status !== 'pending' && source.saved) void invalidateOrders(queryClient)
}

const RETRY_MS = [1_000, 3_000, 10_000, 30_000]

/**
 * Server-sent events of GET /api/me/orders/{code}/events. EventSource cannot send the bearer
 * token, so each connection first asks for a signed ticket (valid one minute); when the stream
 * drops, it connects again with a new ticket, backing off, and waits while the device is offline.
 */
function listenWithEvents(code: string, orders: OrderSource, onEvent: (event: OrderStatusEvent) => void): () => void {
  let stopped = false
  let source: EventSource | null = null
  let timer: number | undefined
  let failures = 0

  const retry = () => {
    if (stopped) return
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!
    failures += 1
    timer = window.setTimeout(connect, delay)
  }
  async function connect() {
    if (stopped) return
    if (!navigator.onLine) return
    try {
      const ticket = await eventsTicket(code, orders)
      if (stopped) return
      source = new EventSource(eventsUrl(ticket))
      source.addEventListener('open', () => {
        failures = 0
      })
      source.addEventListener('status', (message) => {
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderStatusEvent
        onEvent(event)
        if (isFinal(event.status)) stop()
      })
      source.addEventListener('error', () => {
        source?.close()
        source = null
        retry()
      })
    } catch {
      retry()
    }
  }
  const onOnline = () => {
    if (!source && !stopped) {
      window.clearTimeout(timer)
      void connect()
    }
  }
  function stop() {
    stopped = true
    window.clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    source?.close()
  }
  window.addEventListener('online', onOnline)
  void connect()
  return stop
}

/**
 * Keeps a pending order's status live on screen: server-sent events by default, or the
 * Firestore listener when the server says Firebase is configured (loaded only then, so the
 * firebase SDK never reaches a first visit). A final status ends the listening. A guest's order
 * always uses the events stream: Firestore's documents are readable by their signed-in owner only.
 */
export function useOrderLiveStatus(code: string, enabled: boolean, source: OrderSource = myOrdersSource) {
  const queryClient = useQueryClient()
  const config = useQuery({ ...paymentsConfigQueryOptions(), enabled: enabled && source.saved })
  const firebase = source.saved ? (config.data?.firebase ?? null) : null
  const ready = enabled && (!source.saved || config.isFetched)
  useEffect(() => {
    if (!ready) return
    const onEvent = (event: OrderStatusEvent) => applyStatusEvent(queryClient, event, source)
    if (!firebase) return listenWithEvents(code, source, onEvent)
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./firestore-status.ts')
      .then(({ listenWithFirestore }) => listenWithFirestore(firebase, code, onEvent))
      .then(
        (unsubscribe) => {
          if (cancelled) unsubscribe()
          else stop = unsubscribe
        },
        // The SDK or the project could not be reached: the events stream still works.
        () => {
          if (!cancelled) stop = listenWithEvents(code, source, onEvent)
        },
      )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [ready, firebase, code, queryClient, source])
}
