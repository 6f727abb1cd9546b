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
import { pageLoaded, pageSettled } from './pwa/page-settled.ts'
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
  registerServiceWorkerAtLoad()
}

/**
 * A first visit often comes from a shared trip link, and the signal may go soon after (issue 30):
 * once the worker holds the page, the home's and the trip list's first answers are fetched through
 * it, so the catalogue opens offline too, not only the page that was opened. Their screens' code is
 * in the precache already.
 */
const keepCatalogueOffline = () => void Promise.all([router.preloadRoute({ to: '/' }), router.preloadRoute({ to: '/trips', search: {} })]).catch(() => undefined)

/**
 * The service worker (and workbox-window) at the page's load event: not before, so the first
 * paint's bandwidth and main thread go to the page; not later (issue 30), since its precache
 * download is most of the time until a first visit works offline. What the page fetched before
 * the worker took it is cached then (register-sw.ts).
 */
function registerServiceWorkerAtLoad() {
  if (!import.meta.env.PROD) return
  void pageLoaded()
    .then(() => import('./pwa/register-sw.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker({ newBuildLoaded, onFirstControl: keepCatalogueOffline }))
    .catch(() => undefined)
}
