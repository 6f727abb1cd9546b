/**
 * Messages between the server processes that share one database: an order's new status reaches
 * the events streams of every instance, an admin's write empties every instance's catalogue
 * cache. Each message goes to every subscriber of its topic on every instance, the sender's own
 * included; a message published while an instance is down is not replayed to it.
 */
export interface Bus {
  publish(topic: string, message: string): Promise<void>
  /** Returns the unsubscribe. */
  subscribe(topic: string, listener: (message: string) => void): () => void
  close(): Promise<void>
}

/** One process alone (PGlite, API tests): a message reaches this process's subscribers only. */
export function localBus(): Bus {
  const listeners = new Map<string, Set<(message: string) => void>>()
  return {
    async publish(topic, message) {
      for (const listener of listeners.get(topic) ?? []) listener(message)
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set()
      set.add(listener)
      listeners.set(topic, set)
      return () => set.delete(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
