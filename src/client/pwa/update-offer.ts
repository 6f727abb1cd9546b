import { useSyncExternalStore } from 'react'

/**
 * A new build waiting to take over, as the service worker registration reports it; the prompt
 * reads it. It lives in the entry (tiny) so the prompt can render before workbox-window loads.
 */
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

export function offerUpdate(apply: () => void) {
  applyUpdate = apply
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The function that switches to the new build, or null while there is none. */
export const useUpdateOffer = () => useSyncExternalStore(subscribe, () => applyUpdate)
