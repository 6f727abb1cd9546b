import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isSignedIn } from '../../domain/session.ts'
import { queryStarted } from '../query/start-query.ts'
import { useSession } from '../session.ts'

/**
 * The signed-in user's data to fetch as soon as they sign in (and at each start while signed in
 * and online, once Query has started), so it opens offline without having been visited. Each entry prefetches queries
 * marked `meta: { persist: true, personal: true }`.
 *
 * The purchases (docs/OFFLINE.md, "My purchases offline"): `GET /api/me/orders`, then
 * `GET /api/me/orders/{code}` of the trips paid or waiting for payment.
 */
export const personalPrefetches: ((queryClient: QueryClient) => Promise<unknown>)[] = [
  // Loaded when someone is signed in: a first, anonymous visit does not download the purchases' code.
  (queryClient) => import('../features/purchases/api.ts').then(({ prefetchPurchases }) => prefetchPurchases(queryClient)),
]

/**
 * Watches the session (spec: localStorage['main'], also changed by other tabs and by a 401):
 * any change of user wipes what was personal, then the new user's data is prefetched.
 */
export function usePersonalData() {
  const session = useSession()
  useEffect(() => {
    // Until Query has started (the page's settle at the latest, app.tsx), the changes wait in order.
    void queryStarted.then(({ client, persistence }) => {
      persistence.followSession(session)
      if (isSignedIn(session) && navigator.onLine) {
        for (const prefetch of personalPrefetches) void prefetch(client).catch(() => undefined)
      }
    })
  }, [session])
}
