import type { OrderStatusEvent } from '../../domain/order.ts'
import { logger } from '../observability/logger.ts'

/** A status change with the order's owner, for whoever tells the browser (SSE, Firestore). */
export interface LiveUpdate extends OrderStatusEvent {
  /** Null for a guest's order (payment links): only its events stream follows it. */
  userId: number | null
  method: string
  amountCents: number
}

export interface LiveSink {
  publish(update: LiveUpdate): void
}

/**
 * The in-process side of the events streams: each open stream subscribes to its order's code.
 * Changes made by another server process reach a stream through its periodic re-read
 * (live/sse.ts), so this map is never the only copy of anything.
 */
export function createLiveHub() {
  const listeners = new Map<string, Set<(update: LiveUpdate) => void>>()
  const closers = new Set<() => void>()
  return {
    /** Ends every open stream (at shutdown: an open stream would keep the HTTP server from closing). */
    close() {
      for (const close of closers) close()
    },
    /** How many streams are open (the metrics' SSE clients). */
    openStreams: () => closers.size,
    onClose(close: () => void): () => void {
      closers.add(close)
      return () => closers.delete(close)
    },
    publish(update: LiveUpdate) {
      for (const listener of listeners.get(update.code) ?? []) listener(update)
    },
    subscribe(code: string, listener: (update: LiveUpdate) => void): () => void {
      const set = listeners.get(code) ?? new Set()
      set.add(listener)
      listeners.set(code, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(code)
      }
    },
  }
}

export type LiveHub = ReturnType<typeof createLiveHub>

/** Sends each update to every sink; one failing sink does not stop the others. */
export const fanOut = (sinks: LiveSink[]): LiveSink => ({
  publish(update) {
    for (const sink of sinks) {
      try {
        sink.publish(update)
      } catch (error) {
        logger().error({ err: error }, 'A live sink failed')
      }
    }
  },
})
