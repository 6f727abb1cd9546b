import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * Whether the device has a network, as the browser reports it (`navigator.onLine` and its
 * `online`/`offline` events). "Offline" is reliable; "online" may still be a network that
 * reaches nothing, which the service worker's caches and the screens' error states cover.
 */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true)

/**
 * TanStack Query assumes "online" until an `offline` event, so a page opened without a network
 * would first try (and toast) every request. It starts from `navigator.onLine` instead.
 */
export function connectQueryOnlineManager() {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribe(() => setOnline(isOnline()))
  })
}
