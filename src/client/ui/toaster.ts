import { useSyncExternalStore } from 'react'

export interface ToastRequest {
  type: 'error' | 'success'
  title: string
}

// The toast machinery loads on the first toast, not with the first page; requests wait for it here.
const waiting: ToastRequest[] = []
const listeners = new Set<() => void>()
let deliver: ((request: ToastRequest) => void) | undefined

function showToast(request: ToastRequest) {
  if (deliver) return deliver(request)
  waiting.push(request)
  for (const listener of listeners) listener()
}

export const showError = (title: string) => showToast({ type: 'error', title })
export const showSuccess = (title: string) => showToast({ type: 'success', title })

/** Called by the toasts host once loaded: it shows what waited, then everything after. */
export function connectToasts(show: (request: ToastRequest) => void) {
  deliver = show
  for (const request of waiting.splice(0)) show(request)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useToastsWanted = () => useSyncExternalStore(subscribe, () => waiting.length > 0 || deliver !== undefined)
