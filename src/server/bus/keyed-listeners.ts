import { logger } from '../observability/logger.ts'

/** Listeners by key (a bus topic, an order's code) in one process; one failing listener does not stop the others. */
export function keyedListeners<T>() {
  const listeners = new Map<string, Set<(value: T) => void>>()
  return {
    deliver(key: string, value: T) {
      for (const listener of listeners.get(key) ?? []) {
        try {
          listener(value)
        } catch (error) {
          logger().error({ err: error }, `A listener of "${key}" failed`)
        }
      }
    },
    /** Returns the unsubscribe. */
    subscribe(key: string, listener: (value: T) => void): () => void {
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key)
      }
    },
    clear: () => listeners.clear(),
  }
}
