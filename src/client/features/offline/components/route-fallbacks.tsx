import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../../api-error.ts'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { isChunkLoadError } from '../chunk-errors.ts'
import { useOnline } from '../network-status.ts'
import { OfflineState } from './offline-state.tsx'

/**
 * The router's pending screen. Offline, a loader whose data is not on this device waits for the
 * network (TanStack Query pauses it, public-answers.ts waits for it), so instead of a spinner that
 * never ends it says the page will open once the connection is back, and it does by itself.
 */
export function RoutePending() {
  return useOnline() ? <LoadingPage /> : <OfflineState />
}

const needsNetwork = (error: unknown) => (error instanceof ApiError && error.status === 0) || isChunkLoadError(error)

/**
 * The router's default error boundary: a screen that failed for want of a network shows the
 * offline state (and loads again when the network returns); every other error goes on up to
 * the route tree's own error page, as if this boundary were not there.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnline()
  const wasOffline = useRef(!online)
  const retry = () => void router.invalidate()
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      void router.invalidate()
    }
  }, [online, router])
  if (!needsNetwork(error)) throw error
  return <OfflineState onRetry={retry} />
}
