import { Suspense, use, type ComponentType, type ReactNode } from 'react'
import { ensureMessagesCatalog } from '../../i18n/i18n.ts'
import { LoadingPage } from '../loading-page.tsx'

type Provider = ComponentType<{ children: ReactNode }>

let loaded: Provider | undefined
let loading: Promise<Provider> | undefined

/**
 * Downloads Chakra and the app's theme (once; a failed download is tried again next time). Layout
 * routes await it in `beforeLoad`, so a Chakra screen draws at once instead of suspending; it also
 * runs when the router preloads such a route (a pointer over "Entrar").
 */
export function loadChakra(): Promise<Provider> {
  loading ??= import('./app-chakra-provider.tsx').then(
    (module) => (loaded = module.AppChakraProvider),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * What a Chakra screen needs before it draws: Chakra, the theme and the texts of the screens
 * beyond the public pages (the `messages` catalog). For `beforeLoad`: it resolves to nothing, so
 * the router's context stays as it is.
 */
export const chakraReady = () => Promise.all([loadChakra(), ensureMessagesCatalog()]).then(() => undefined)

function ChakraScope({ children }: { children: ReactNode }) {
  const Provider = loaded ?? use(loadChakra())
  // Not made here: one component, downloaded once and kept at module level (`loaded`).
  // eslint-disable-next-line react-hooks/static-components
  return <Provider>{children}</Provider>
}

/**
 * Chakra's provider around the screens that use its components (forms, account, checkout, admin,
 * sign-in). Public first loads (home, trip lists, a trip) draw without it: see docs/DECISIONS.md.
 */
export function WithChakra({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <ChakraScope>{children}</ChakraScope>
    </Suspense>
  )
}
