import { I18nProvider } from '@lingui/react'
import { QueryClientContext } from '@tanstack/react-query'
import { createRouter, RouterProvider, type ParsedLocation } from '@tanstack/react-router'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { isAuthPage } from '../domain/access.ts'
import { returnPath } from '../domain/return-path.ts'
import { setUnauthorizedHandler } from './api.ts'
import { buildId } from './build-id.ts'
import { RouteError, RoutePending } from './features/offline/components/route-fallbacks.tsx'
import { listenForInstallOffer } from './features/offline/install-offer.ts'
import { activateLocale, i18n, initialLocale } from './i18n/i18n.ts'
import { usePersonalData } from './pwa/personal-data.ts'
import { PwaStatus } from './pwa/pwa-status.tsx'
import { takeUpdateSwitchParam } from './pwa/update-switch.ts'
import { pageLoaded, pageSettled } from './pwa/page-settled.ts'
import { restorePublicAnswers } from './public-answers.ts'
import { startQuery, useStartedQueryClient } from './query/start-query.ts'
import { routeTree } from './routeTree.gen.ts'
import { getSession } from './session.ts'
import { chakraReady } from './ui/chakra/with-chakra.tsx'
import { ToastsSlot } from './ui/toasts-slot.tsx'

const newBuildLoaded = takeUpdateSwitchParam()
listenForInstallOffer()

/**
 * Chakra and TanStack Query load before a screen that uses them draws; public screens
 * (`staticData.chakra: false`) need neither: their answers are public-answers.ts's.
 */
const uiReady = async (location: ParsedLocation) => {
  if (router.matchRoutes(location).at(-1)?.staticData.chakra !== false) await Promise.all([chakraReady(), startQuery()])
}

const router = createRouter({
  routeTree,
  context: { queryClient: startQuery, getSession, previousPath: () => router.state.resolvedLocation?.pathname, uiReady },
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

function PersonalData() {
  usePersonalData()
  return null
}

/** The client reaches Query's screens once it has started (they wait for it in their layout's `beforeLoad`). */
function QueryClientScope({ children }: { children: ReactNode }) {
  return <QueryClientContext.Provider value={useStartedQueryClient()}>{children}</QueryClientContext.Provider>
}

/**
 * Draws the app over the static shell. The public answers saved on this device are read first,
 * before the first screen's loaders ask the network; TanStack Query starts once the page has
 * settled (or sooner, for a screen that needs it), so its code is not part of the first load.
 */
export async function startApp() {
  restorePublicAnswers(buildId, getSession())
  await activateLocale(initialLocale())
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientScope>
          <RouterProvider router={router} />
          <PersonalData />
          <ToastsSlot />
          <PwaStatus />
        </QueryClientScope>
      </I18nProvider>
    </StrictMode>,
  )
  void pageSettled()
    .then(startQuery)
    .catch(() => undefined)
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
