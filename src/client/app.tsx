import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider, type ParsedLocation } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { isAuthPage } from '../domain/access.ts'
import { returnPath } from '../domain/return-path.ts'
import { ApiError } from './api-error.ts'
import { setUnauthorizedHandler } from './api.ts'
import { RouteError, RoutePending } from './features/offline/components/route-fallbacks.tsx'
import { listenForInstallOffer } from './features/offline/install-offer.ts'
import { connectQueryOnlineManager } from './features/offline/network-status.ts'
import { activateLocale, i18n, initialLocale } from './i18n/i18n.ts'
import { usePersonalData } from './pwa/personal-data.ts'
import { PwaStatus } from './pwa/pwa-status.tsx'
import { takeUpdateSwitchParam } from './pwa/update-switch.ts'
import { pageSettled } from './pwa/page-settled.ts'
import type { QueryPersistence } from './pwa/query-persistence.ts'
import { hasSavedQueries, PERSIST_MAX_AGE_MS } from './pwa/query-storage.ts'
import { routeTree } from './routeTree.gen.ts'
import { getSession } from './session.ts'
import { chakraReady } from './ui/chakra/with-chakra.tsx'
import { ToastsSlot } from './ui/toasts-slot.tsx'

/**
 * This build's name: VITE_BUILD_ID when the deploy sets one, else the entry chunk's hashed file
 * name, which changes whenever any chunk does (it imports them all by their hashed names).
 */
const buildId = import.meta.env.VITE_BUILD_ID || (new URL(import.meta.url).pathname.split('/').pop() ?? 'dev')

const newBuildLoaded = takeUpdateSwitchParam()
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

// A session that ended elsewhere (a 401) signs in again and comes back to the page it was on.
setUnauthorizedHandler(() => {
  const { pathname, href } = router.state.location
  void router.navigate({ to: '/signin', search: { redirect: isAuthPage(pathname) ? undefined : returnPath(href) } })
})

function PersonalData({ persistence }: { persistence: Promise<QueryPersistence> }) {
  usePersonalData(queryClient, persistence)
  return null
}

const startPersistence = () => import('./pwa/query-persistence.ts').then(({ startQueryPersistence }) => startQueryPersistence(queryClient, buildId, getSession()))

/**
 * Draws the app over the static shell. Answers saved on this device are restored first, before
 * the first screen's loaders ask the network; a device with none (a first visit) starts saving
 * once the page has settled, so that code is not part of the first load.
 */
export async function startApp() {
  const restoring = hasSavedQueries()
  const persistence = restoring ? startPersistence() : pageSettled().then(startPersistence)
  await Promise.all([restoring ? persistence : undefined, activateLocale(initialLocale())])
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

/**
 * The service worker (and workbox-window) once the page has settled: a first visit's bandwidth and
 * main thread go to the page, and the worker's precache download starts after it; what the page
 * fetched is cached then (register-sw.ts).
 */
function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD) return
  void pageSettled()
    .then(() => import('./pwa/register-sw.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker(newBuildLoaded))
    .catch(() => undefined)
}
