import { keyedListeners } from './keyed-listeners.ts'

/**
 * Messages between the server processes that share one database: an order's new status reaches
 * the events streams of every instance, an admin's write empties every instance's catalogue
 * cache. Each message goes to every subscriber of its topic on every instance, the sender's own
 * included; a message published while an instance is down is not replayed to it. Messages are
 * small (a code and a status, never a whole object): PostgreSQL's NOTIFY takes under 8000 bytes.
 */
export interface Bus {
  publish(topic: string, message: string): Promise<void>
  /** Returns the unsubscribe. */
  subscribe(topic: string, listener: (message: string) => void): () => void
  close(): Promise<void>
}

/**
 * Said to this process's subscribers (with an empty message) when the bus was cut off from the
 * others for a while and has just come back: messages of any topic may have been missed in
 * between, so caches should be emptied and streams should read their state again.
 */
export const missedMessagesTopic = 'bus.missed-messages'

/** One process alone (PGlite, API tests): a message reaches this process's subscribers only. */
export function localBus(): Bus {
  const listeners = keyedListeners<string>()
  return {
    async publish(topic, message) {
      listeners.deliver(topic, message)
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear()
    },
  }
}
