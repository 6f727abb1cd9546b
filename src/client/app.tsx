import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider, type ParsedLocation } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError, setUnauthorizedHandler } from './api.ts'
import { RouteError, RoutePending } from './features/offline/components/route-fallbacks.tsx'
import { listenForInstallOffer } from './features/offline/install-offer.ts'
import { connectQueryOnlineManager } from './features/offline/network-status.ts'
import { activateLocale, i18n, initialLocale } from './i18n/i18n.ts'
import { usePersonalData } from './pwa/personal-data.ts'
import { PwaStatus } from './pwa/pwa-status.tsx'
import { PERSIST_MAX_AGE_MS, startQueryPersistence, type QueryPersistence } from './pwa/query-persistence.ts'
import { routeTree } from './routeTree.gen.ts'
import { getSession } from './session.ts'
import { chakraReady } from './ui/chakra/with-chakra.tsx'
import { ToastsSlot } from './ui/toasts-slot.tsx'

/**
 * This build's name: VITE_BUILD_ID when the deploy sets one, else the entry chunk's hashed file
 * name, which changes whenever any chunk does (it imports them all by their hashed names).
 */
const buildId = import.meta.env.VITE_BUILD_ID || (new URL(import.meta.url).pathname.split('/').pop() ?? 'dev')

listenForInstallOffer()
connectQueryOnlineManager()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Kept in memory as long as on disk, or an answer unused for a while would drop out of the saved copy.
      gcTime: PERSIST_MAX_AGE_MS,
      // Ask even when offline (the service worker may hold the answer); without it, retries wait for the network.
      networkMode: 'offlineFirst',
      // A 4xx will not change by asking again; a dropped connection or a 5xx might.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    // Offline, a mutation fails at once instead of waiting to be sent later: nothing is queued.
    mutations: { networkMode: 'always' },
  },
})

/** Chakra loads before a screen that uses it draws; public screens (`staticData.chakra: false`) need nothing more. */
const uiReady = async (location: ParsedLocation) => {
  if (router.matchRoutes(location).at(-1)?.staticData.chakra !== false) await chakraReady()
}

const router = createRouter({
  routeTree,
  context: { queryClient, getSession, previousPath: () => router.state.resolvedLocation?.pathname, uiReady },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultPendingMs: 300,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setUnauthorizedHandler(() => void router.navigate({ to: '/signin' }))

function PersonalData({ persistence }: { persistence: QueryPersistence }) {
  usePersonalData(queryClient, persistence)
  return null
}

/** Draws the app over the static shell. */
export async function startApp() {
  const [persistence] = await Promise.all([startQueryPersistence(queryClient, buildId, getSession()), activateLocale(initialLocale())])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <PersonalData persistence={persistence} />
          <ToastsSlot />
          <PwaStatus />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
  registerServiceWorkerAfterLoad()
}

/** The service worker (and workbox-window) after the first paint: the first visit's bytes go to the page. */
function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD) return
  const register = () =>
    void import('./pwa/register-sw.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined)
  if (document.readyState === 'complete') setTimeout(register, 0)
  else window.addEventListener('load', register, { once: true })
}
