import { useSyncExternalStore } from 'react'

/**
 * Whether the device has a network, as the browser reports it (`navigator.onLine` and its
 * `online`/`offline` events). "Offline" is reliable; "online" may still be a network that
 * reaches nothing, which the service worker's caches and the screens' error states cover.
 */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

/** Calls `listener` at each `online` and `offline` event; returns the unsubscribe. */
export function onNetworkChange(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const useOnline = () => useSyncExternalStore(onNetworkChange, isOnline, () => true)
