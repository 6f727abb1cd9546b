import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isSignedIn } from '../../domain/session.ts'
import { prefetchPurchases } from '../features/purchases/api.ts'
import { useSession } from '../session.ts'
import type { QueryPersistence } from './query-persistence.ts'

/**
 * The signed-in user's data to fetch as soon as they sign in (and at each start while signed in
 * and online), so it opens offline without having been visited. Each entry prefetches queries
 * marked `meta: { persist: true, personal: true }`.
 *
 * The purchases (docs/OFFLINE.md, "My purchases offline"): `GET /api/me/orders`, then
 * `GET /api/me/orders/{code}` of the trips paid or waiting for payment.
 */
export const personalPrefetches: ((queryClient: QueryClient) => Promise<unknown>)[] = [prefetchPurchases]

/**
 * Watches the session (spec: localStorage['main'], also changed by other tabs and by a 401):
 * any change of user wipes what was personal, then the new user's data is prefetched.
 */
export function usePersonalData(queryClient: QueryClient, persistence: QueryPersistence) {
  const session = useSession()
  useEffect(() => {
    persistence.followSession(session)
    if (isSignedIn(session) && navigator.onLine) {
      for (const prefetch of personalPrefetches) void prefetch(queryClient).catch(() => undefined)
    }
  }, [session, queryClient, persistence])
}
