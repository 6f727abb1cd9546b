import type { OrderStatusEvent } from '../../../domain/order.ts'
import { missedMessagesTopic, type Bus } from '../../bus/bus.ts'
import { keyedListeners } from '../../bus/keyed-listeners.ts'
import { logger } from '../../observability/logger.ts'
import type { LiveUpdate } from '../orders/order-updates.ts'

/** The bus topic of order status changes: an OrderStatusMessage as JSON. */
export const orderStatusTopic = 'order-status'

/** A status change on the bus: the event the streams send, and the trip whose seats it moved (the catalogue's, invalidation.ts). */
export interface OrderStatusMessage extends OrderStatusEvent {
  tripId: number | null
}

/**
 * The events streams' side of status changes. `publish` sends a change to the bus, and the
 * streams of every instance, this one's included, hear it from the bus: a change made here and
 * one made on another server take the same path, and each reaches a stream once. After the bus
 * was cut off, `onMissed` callbacks run so the streams read their order again.
 */
export function createLiveHub(bus: Bus) {
  const listeners = keyedListeners<OrderStatusEvent>()
  const closers = new Set<() => void>()
  const missed = new Set<() => void>()
  const unsubscribe = [
    bus.subscribe(orderStatusTopic, (message) => {
      const { code, status, reason, at } = JSON.parse(message) as OrderStatusMessage
      listeners.deliver(code, { code, status, reason, at })
    }),
    bus.subscribe(missedMessagesTopic, () => {
      for (const reread of missed) reread()
    }),
  ]
  return {
    /** Ends every open stream and stops listening (at shutdown: an open stream would keep the HTTP server from closing). */
    close() {
      for (const stop of unsubscribe) stop()
      for (const close of closers) close()
    },
    /** How many streams are open (the metrics' SSE clients). */
    openStreams: () => closers.size,
    onClose(close: () => void): () => void {
      closers.add(close)
      return () => closers.delete(close)
    },
    onMissed(reread: () => void): () => void {
      missed.add(reread)
      return () => missed.delete(reread)
    },
    publish({ code, status, reason, at, tripId }: LiveUpdate) {
      const message: OrderStatusMessage = { code, status, reason, at, tripId }
      bus.publish(orderStatusTopic, JSON.stringify(message)).catch((error: unknown) => logger().error({ err: error }, 'Publishing a status change failed'))
    },
    /** Returns the unsubscribe. */
    subscribe: listeners.subscribe,
  }
}

export type LiveHub = ReturnType<typeof createLiveHub>
