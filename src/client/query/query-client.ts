import { onlineManager, QueryClient } from '@tanstack/react-query'
import { buildId } from '../build-id.ts'
import { isOnline, onNetworkChange } from '../features/offline/network-status.ts'
import { DEFAULT_STALE_MS, mirrorPublicAnswers, retryAnswer } from '../public-answers.ts'
import { startQueryPersistence } from '../pwa/query-persistence.ts'
import { PERSIST_MAX_AGE_MS } from '../pwa/query-storage.ts'
import { getSession } from '../session.ts'
import type { StartedQuery } from './start-query.ts'

/**
 * The app's QueryClient, made when Query starts (start-query.ts): the saved query cache is restored
 * before it is handed out, so a screen's loader finds what this device saved; then the public
 * pages' answers join it (public-answers.ts).
 */
export async function startQueryClient(): Promise<StartedQuery> {
  // Query assumes "online" until an `offline` event, so a page opened without a network would
  // first try (and toast) every request. It starts from `navigator.onLine` instead.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return onNetworkChange(() => setOnline(isOnline()))
  })
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        // Kept in memory as long as on disk, or an answer unused for a while would drop out of the saved copy.
        gcTime: PERSIST_MAX_AGE_MS,
        // Ask even when offline (the service worker may hold the answer); without it, retries wait for the network.
        networkMode: 'offlineFirst',
        retry: retryAnswer,
      },
      // Offline, a mutation fails at once instead of waiting to be sent later: nothing is queued.
      mutations: { networkMode: 'always' },
    },
  })
  // What QueryClientProvider would do: refetch on focus and reconnect, resume paused queries.
  client.mount()
  const persistence = await startQueryPersistence(client, buildId, getSession())
  mirrorPublicAnswers(client)
  return { client, persistence }
}
