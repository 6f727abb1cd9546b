import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError, setUnauthorizedHandler } from './api.ts'
import { activateLocale, i18n, initialLocale } from './i18n/i18n.ts'
import { routeTree } from './routeTree.gen.ts'
import { getSession } from './session.ts'
import { LoadingPage } from './ui/loading-page.tsx'
import { system } from './ui/system.ts'
import { ToastsSlot } from './ui/toasts-slot.tsx'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx will not change by asking again; a dropped connection or a 5xx might.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
})

const router = createRouter({
  routeTree,
  context: { queryClient, getSession, previousPath: () => router.state.resolvedLocation?.pathname },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: LoadingPage,
  defaultPendingMs: 300,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setUnauthorizedHandler(() => void router.navigate({ to: '/signin' }))

await activateLocale(initialLocale())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastsSlot />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nProvider>
  </StrictMode>,
)
